// The demo trainer's work with the demo owner's first pet (Buddy), so that a visitor signed in as
// demo_trainer finds a client, skills to move along and figures in the analytics, and demo_owner
// finds the same story on Buddy's timeline and /training. Buddy was enrolled in the Basic
// Obedience program three weeks ago, had two weekly training sessions, and is boarding now for a
// week with three skills bought for the stay; the next session is booked for after the stay.
// Moments are days from the seeding day at a wall-clock time in the business time zone; booking
// starts and ends use the booking slots (common/slots.ts), as the booking dialog offers them.
// Buddy is allergic to chicken (demo-pets.ts), hence the salmon treats.

/** A day relative to the seeding day (negative: past) and a wall-clock time 'HH:MM' on it. */
export type Moment = { day: number; time: string };

const at = (day: number, time: string): Moment => ({ day, time });

/** The demo trainer's program Buddy follows (any of their published programs if it is gone). */
export const DEMO_CLIENT_PROGRAM_TITLE = 'Basic Obedience Training';
export const DEMO_CLIENT_ENROLLED_AT = at(-21, '19:40');

/** The sandbox's always-approved test card, as the owner paid with it. */
export const DEMO_CLIENT_CARD_NUMBER = '4242424242424242';

export type SessionLog = { notes: string; achievements: string; homework: string };

export type TrainingDraft = {
  bookedAt: Moment;
  /** A training slot; another slot of the same day if the trainer is busy then. */
  start: Moment;
  notes: string | null;
  /** When the owner paid; null for a booking not paid yet. */
  paidAt: Moment | null;
  /** The trainer's log of a past session (POST /api/bookings/:id/session), null for one to come. */
  log: SessionLog | null;
};

export const demoTrainingBookings: TrainingDraft[] = [
  {
    bookedAt: at(-21, '19:55'),
    start: at(-18, '10:00'),
    notes: 'First session. Buddy pulls towards other dogs on the way in.',
    paidAt: at(-21, '19:57'),
    log: {
      notes: 'Intake and Week 1 of Basic Obedience: charged the marker word, then name games and hand targeting in the quiet room.',
      achievements: 'Turns to his name 8 times out of 10 indoors; touches the hand target from 3 feet.',
      homework: 'Two 5-minute marker sessions a day with salmon treats (no chicken). Ten name calls on each walk.',
    },
  },
  {
    bookedAt: at(-17, '08:30'),
    start: at(-11, '10:00'),
    notes: null,
    paidAt: at(-17, '08:32'),
    log: {
      notes: 'Week 2: sit and down. Faded the lure to a hand signal; added the verbal cues at the end of the session.',
      achievements: 'Sits on the verbal cue alone; down on the hand signal. Held a 5-second stay twice.',
      homework: 'Practise sit and down in three rooms. Reward calm at the front door before every walk.',
    },
  },
  {
    bookedAt: at(-11, '11:35'),
    start: at(7, '10:00'),
    notes: 'After his boarding stay: recall and loose-leash practice in the park.',
    paidAt: null,
    log: null,
  },
];

export type StayDraft = {
  bookedAt: Moment;
  /** Drop-off and pickup at boarding slots: a week, most of it already behind him. */
  dropOff: Moment;
  /** What came with him, as the front desk wrote it at check-in. */
  belongings: string;
  pickUp: Moment;
  notes: string;
  /** The skills were added to the cart a few minutes before checkout. */
  addedToCartAt: Moment;
  checkedOutAt: Moment;
  paidAt: Moment;
};

export const demoStay: StayDraft = {
  bookedAt: at(-10, '20:30'),
  dropOff: at(-4, '10:00'),
  belongings: 'Blue leash and his own bed',
  pickUp: at(3, '10:00'),
  notes: 'Salmon-based kibble only (chicken allergy). Apoquel once a day if he scratches.',
  addedToCartAt: at(-10, '20:34'),
  checkedOutAt: at(-10, '20:38'),
  paidAt: at(-10, '20:40'),
};

/** The stay journal so far (decisions.md 60): what the trainer logged on the days Buddy has been in. */
export type JournalDraft = {
  at: Moment;
  kind: 'meal' | 'medication' | 'potty' | 'play' | 'rest' | 'note';
  ate?: 'all' | 'some' | 'none';
  given?: boolean;
  medication?: string;
  time?: string;
  note?: string;
};

export const demoStayJournal: JournalDraft[] = [
  { at: at(-4, '10:20'), kind: 'note', note: 'Settled in quickly. Sniffed every corner of the suite, then napped on his own bed.' },
  { at: at(-4, '18:05'), kind: 'meal', ate: 'all', time: '18:00' },
  { at: at(-3, '07:35'), kind: 'meal', ate: 'all', time: '07:30' },
  { at: at(-3, '11:00'), kind: 'play', note: 'Fetch in the big yard with Daisy. Great recall when called in.' },
  { at: at(-2, '07:40'), kind: 'meal', ate: 'some', time: '07:30', note: 'Left about a quarter; finished it after his walk.' },
  {
    at: at(-2, '08:05'),
    kind: 'medication',
    given: true,
    medication: 'Apoquel',
    time: '08:00',
    note: 'Scratching his ear after the walk.',
  },
  { at: at(-1, '07:32'), kind: 'meal', ate: 'all', time: '07:30' },
  { at: at(-1, '15:30'), kind: 'rest', note: 'Long nap after a training session.' },
];

/** How far the trainer has come with a skill: its first step, about half of its steps, or done. */
export type SkillStage = 'started' | 'half-way' | 'completed';

export type SkillDraft = { name: string; stage: SkillStage; notes: string; lastChangedAt: Moment };

/** Skills from the catalogue (skills.ts), each taught within the stay's nights. */
export const demoStaySkills: SkillDraft[] = [
  {
    name: 'Polite Greetings',
    stage: 'completed',
    notes: 'Greets the kennel staff with a sit every time now, and stays down for visitors at the gate.',
    lastChangedAt: at(-1, '16:10'),
  },
  {
    name: 'Loose-Leash Walking',
    stage: 'half-way',
    notes: 'Follows direction changes well in the yard; still forges ahead when he smells the park.',
    lastChangedAt: at(-1, '11:25'),
  },
  {
    name: 'Recall Foundations',
    stage: 'started',
    notes: 'Recall games have begun: the recall word is paired with a salmon jackpot at close range.',
    lastChangedAt: at(-1, '15:05'),
  },
];

/** The step a stage stands for in a skill of `stepCount` steps (0-based, as skill_progress keeps it). */
export function stepForStage(stage: SkillStage, stepCount: number): number {
  const last = Math.max(0, stepCount - 1);
  if (stage === 'completed') return last;
  if (stage === 'half-way') return Math.min(last, Math.max(0, Math.ceil(stepCount / 2) - 1));
  return 0;
}

export type AssessmentDraft = {
  at: Moment;
  socialBehavior: string;
  trainingProgress: string;
  issues: string;
  recommendations: string;
  /** 1 (needs a lot of work) to 5 (excellent). */
  scores: { sociabilityDogs: number; sociabilityPeople: number; focus: number; impulseControl: number; leashManners: number };
};

// At intake and again during the stay, so the scores chart shows a change.
export const demoAssessments: AssessmentDraft[] = [
  {
    at: at(-18, '11:15'),
    socialBehavior: 'Very friendly with people and most dogs; over-excited greetings, jumps up on visitors.',
    trainingProgress: 'Knows sit with a lure. No reliable recall yet.',
    issues: 'Pulls hard on the leash towards other dogs; jumps up when greeting.',
    recommendations: 'Basic Obedience weeks 1-4, then Polite Greetings and Loose-Leash Walking during a boarding stay.',
    scores: { sociabilityDogs: 4, sociabilityPeople: 5, focus: 2, impulseControl: 2, leashManners: 1 },
  },
  {
    at: at(-2, '17:00'),
    socialBehavior: 'Settled in the boarding group from the first day; plays nicely and takes breaks when asked.',
    trainingProgress: 'Sit and down on verbal cues; greets people with four paws on the floor.',
    issues: 'Still pulls when a walk gets exciting.',
    recommendations: 'Keep rewarding a slack leash on every walk; continue the recall games at home after the stay.',
    scores: { sociabilityDogs: 4, sociabilityPeople: 5, focus: 4, impulseControl: 3, leashManners: 3 },
  },
];

export type ReportCardDraft = {
  /** The stay day it reports on, and when the trainer sent it that evening. */
  day: number;
  sentAt: Moment;
  workedOn: string;
  rating: number;
  notes: string;
};

export const demoReportCard: ReportCardDraft = {
  day: -1,
  sentAt: at(-1, '17:45'),
  workedOn: 'Polite greetings and loose-leash walking',
  rating: 4,
  notes:
    'Buddy finished Polite Greetings today and had a great walk on a slack leash around the yard. He ate all his meals and napped well after the afternoon play group.',
};
