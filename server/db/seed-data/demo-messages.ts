// The demo owner's messages (decisions.md 63): a conversation with the business about Buddy's stay,
// answered by the demo administrator, whose last reply the owner has not read yet (the nav shows
// one unread), and one with the demo trainer about a skill Buddy is learning, all read.
// Moments as in demo-clients.ts: days from the seeding day at a wall-clock time; `minutesAgo` for a
// message of today, so it is never in the future whatever the hour of seeding.
import type { Moment } from './demo-clients';

export type MessageDraft = {
  /** Who wrote it: the owner, or the other side (the business's administrator, or the trainer). */
  side: 'owner' | 'counterpart';
  text: string;
  at: Moment | { minutesAgo: number };
  /** What it is about: the stay (the business's) or the pet (the trainer's); null for nothing. */
  about: 'stay' | 'pet' | null;
};

const at = (day: number, time: string): Moment => ({ day, time });

export const demoBusinessMessages: MessageDraft[] = [
  {
    side: 'owner',
    text: 'Hi! How did Buddy do on his first night? He can be a little anxious in new places.',
    at: at(-3, '08:10'),
    about: 'stay',
  },
  {
    side: 'counterpart',
    text: 'Good morning Alex! Buddy slept through the night on his own bed and ate all of his breakfast. He has already made a friend in Daisy from the play group.',
    at: at(-3, '08:42'),
    about: 'stay',
  },
  {
    side: 'owner',
    text: 'That is so good to hear, thank you. Could he have an extra walk on the park trail before pick-up? It is his favourite.',
    at: at(-1, '19:05'),
    about: 'stay',
  },
  {
    side: 'counterpart',
    text: 'Of course. We have booked an extra trail walk for his last morning and will send you a photo from it. See you at pick-up!',
    at: { minutesAgo: 45 },
    about: 'stay',
  },
];

export const demoTrainerMessages: MessageDraft[] = [
  {
    side: 'counterpart',
    text: 'A quick update on Loose-Leash Walking: Buddy follows my direction changes really well in the yard now. He still forges ahead when he smells the park, so that is what we work on next.',
    at: at(-1, '11:30'),
    about: 'pet',
  },
  {
    side: 'owner',
    text: 'Thanks Jordan! Is there anything I can practise with him at home after the stay?',
    at: at(-1, '20:15'),
    about: null,
  },
  {
    side: 'counterpart',
    text: 'Yes: stop and stand still whenever the leash goes tight, and reward him with a salmon treat the moment it goes slack. Five minutes on each walk is plenty.',
    at: at(-1, '20:48'),
    about: null,
  },
];
