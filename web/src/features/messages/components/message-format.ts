// How the messages read (decisions.md 63): day headings, who wrote a message, a last message's
// preview, where its "About" chip leads, and which message carries "Seen". Pure, for the list and
// the thread alike.
import type { Conversation, ConversationSide, Message } from '@common/message-schemas';
import { paths } from '../../../app/paths';
import { formatDate, formatTime, toDate } from '../../../lib/format';

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/** 'Today', 'Yesterday' or 'March 5, 2027'. */
export function dayLabel(value: string, now: Date = new Date()): string {
  const date = toDate(value);
  if (dayKey(date) === dayKey(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return formatDate(date);
}

export type DayGroup = { key: string; label: string; messages: Message[] };

/** Consecutive messages of one calendar day together, oldest first. */
export function groupByDay(messages: Message[], now: Date = new Date()): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const key = dayKey(toDate(message.createdAt));
    const current = groups.at(-1);
    if (current?.key === key) current.messages.push(message);
    else groups.push({ key, label: dayLabel(message.createdAt, now), messages: [message] });
  }
  return groups;
}

/** A message's author: the business's side names the business too ("Dana for PawsConnect"). */
export function senderName(
  message: Pick<Message, 'sender' | 'side'>,
  conversation: Pick<Conversation, 'kind'>,
  businessName: string,
): string {
  if (conversation.kind === 'business' && message.side === 'counterpart') return `${message.sender.name} for ${businessName}`;
  return message.sender.name;
}

/** 'Photo', 'Video' or the text: what a message says in one line. */
export function messageGist(message: Pick<Message, 'text' | 'attachments'>): string {
  if (message.text.trim()) return message.text.replace(/\s+/g, ' ').trim();
  const attachment = message.attachments[0];
  if (!attachment) return '';
  return attachment.contentType.startsWith('video/') ? 'Video' : 'Photo';
}

/** The list's preview: 'You: See you at 5' or 'Dana: Photo', and when. */
export function lastMessagePreview(conversation: Conversation, userId: number): { text: string; time: string } | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  const who = last.sender.id === userId ? 'You' : last.sender.name;
  const sent = toDate(last.createdAt);
  const time = dayLabel(last.createdAt) === 'Today' ? formatTime(sent) : formatDate(sent);
  return { text: `${who}: ${messageGist(last)}`, time };
}

/** The other side of a conversation, whose read receipt says "Seen" to the caller. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'owner' ? 'counterpart' : 'owner');

/** The caller's side's newest message the other side has read: the one that says "Seen". */
export function seenMessageId(messages: Message[], conversation: Conversation): number | null {
  const read = conversation.reads[otherSide(conversation.mySide)].lastReadMessageId;
  if (read === null) return null;
  const mine = messages.filter((message) => message.side === conversation.mySide && message.id <= read);
  return mine.at(-1)?.id ?? null;
}

/** Where a message's "About" chip leads, for the caller; null when they have no page for it. */
export function aboutLink(about: NonNullable<Message['about']>, conversation: Pick<Conversation, 'kind' | 'mySide'>): string | null {
  if (conversation.mySide === 'owner') {
    if (about.bookingId !== null) return paths.bookingDetails(about.bookingId);
    return about.petId !== null ? paths.pet(about.petId) : null;
  }
  if (conversation.kind === 'trainer') return about.petId !== null ? paths.trainerClient(about.petId) : null;
  return about.bookingId !== null ? paths.adminBooking(about.bookingId) : null;
}

/** The author may edit a text message this long after sending it (MESSAGE_EDIT_MINUTES). */
export function editableUntil(message: Pick<Message, 'createdAt'>, minutes: number): number {
  return toDate(message.createdAt).getTime() + minutes * 60_000;
}
