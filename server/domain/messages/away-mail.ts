// The away mail (decisions.md 63): a message its recipient has not read 10 minutes after it was
// sent is e-mailed to them, one mail per recipient for all of theirs, if their `messages` e-mail
// preference is on. A job each minute passes over the messages not yet settled (the partial index
// messages_away_due_idx); under an advisory lock and in the transaction that queues the mail, it
// settles every message it passed over (mailed, read in time, or unwanted), so however many
// instances run it, no message is mailed twice.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MESSAGE_AWAY_MINUTES, type ConversationKind, type ConversationSide } from '../../../common/message-schemas';
import { wantsEmail } from '../../../common/notification-types';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import { conversations, messageAttachments, messages, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { scheduleRecurringJob, type RecurringJob } from '../../platform/jobs/recurring-job';
import { queueMail } from '../../platform/mail/mail-queue';
import { awayMessagesMail, type AwayConversation } from '../../platform/mail/templates/away-messages';
import { personNameSql } from '../../platform/person-name';
import { publicBase } from '../../platform/public-address';
import { staffAndAdminIds } from '../accounts/business-people';
import { readBusinessSettings } from '../business/business-settings';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Messages settled per run at most: a backlog (a server down for a day) goes over a few minutes. */
const BATCH = 1000;

type DueMessage = {
  id: number;
  conversationId: number;
  side: ConversationSide;
  senderId: number | null;
  senderName: string | null;
  text: string;
  kind: ConversationKind;
  ownerId: number;
  trainerId: number | null;
  assigneeId: number | null;
  /** The recipient side's read marker: the message is unread while its id is above it. */
  readUpTo: number | null;
};

/** Mails every recipient their messages unread for MESSAGE_AWAY_MINUTES by `now`; returns the mails queued. */
export async function mailAwayMessages(deps: Deps, now = new Date()): Promise<number> {
  const dueBefore = new Date(now.getTime() - MESSAGE_AWAY_MINUTES * 60_000);
  return deps.db.transaction(async (tx) => {
    // Taken before reading, so a second instance reads only after the first one's settling committed.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.awayMail})`);
    const due = await dueMessages(tx, dueBefore);
    if (due.length === 0) return 0;
    const unread = due.filter((message) => message.readUpTo === null || message.id > message.readUpTo);
    const queued = unread.length > 0 ? await queueAwayMails(deps, tx, unread) : 0;
    await tx
      .update(messages)
      .set({ awaySettledAt: now })
      .where(
        inArray(
          messages.id,
          due.map((message) => message.id),
        ),
      );
    return queued;
  });
}

/** Every instance with background jobs runs the check each minute (the lock makes one do the work). */
export function scheduleAwayMail(app: Parameters<typeof scheduleRecurringJob>[0], deps: Deps): void {
  const job: RecurringJob = { name: 'The messages’ away mail', everyMs: 60_000, run: () => mailAwayMessages(deps) };
  scheduleRecurringJob(app, job);
}

async function dueMessages(tx: Tx, dueBefore: Date): Promise<DueMessage[]> {
  const sender = alias(users, 'sender');
  return tx
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      side: messages.side,
      senderId: messages.senderId,
      senderName: sql<string | null>`case when ${sender.id} is null then null else ${personNameSql(sender)} end`,
      text: messages.text,
      kind: conversations.kind,
      ownerId: conversations.ownerId,
      trainerId: conversations.trainerId,
      assigneeId: conversations.assigneeId,
      readUpTo: sql<number | null>`case when ${messages.side} = 'counterpart'
        then ${conversations.ownerReadMessageId} else ${conversations.counterpartReadMessageId} end`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(and(isNull(messages.awaySettledAt), lte(messages.createdAt, dueBefore)))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(BATCH);
}

/**
 * Who reads a message from the other side: the owner; the trainer; for the business, the assignee,
 * or every staff member while nobody is (or the assignee no longer has staff rights).
 */
async function recipientsOf(message: DueMessage, staff: () => Promise<number[]>): Promise<number[]> {
  if (message.side === 'counterpart') return withoutSender([message.ownerId], message);
  if (message.kind === 'trainer') return withoutSender([message.trainerId!], message);
  const staffIds = await staff();
  const assignee = message.assigneeId !== null && staffIds.includes(message.assigneeId) ? message.assigneeId : null;
  return withoutSender(assignee !== null ? [assignee] : staffIds, message);
}

function withoutSender(ids: number[], message: DueMessage): number[] {
  // A staff member who is also the owner does not need mail about their own message.
  return ids.filter((id) => id !== message.senderId);
}

async function queueAwayMails(deps: Deps, tx: Tx, unread: DueMessage[]): Promise<number> {
  let staffIds: Promise<number[]> | undefined;
  const staff = () => (staffIds ??= staffAndAdminIds(tx));
  const byRecipient = new Map<number, DueMessage[]>();
  for (const message of unread) {
    for (const id of await recipientsOf(message, staff)) byRecipient.set(id, [...(byRecipient.get(id) ?? []), message]);
  }
  const people = await peopleById(tx, [
    ...new Set([...byRecipient.keys(), ...unread.flatMap((m) => [m.ownerId, m.trainerId ?? m.ownerId])]),
  ]);
  const files = await attachmentTypes(
    tx,
    unread.map((message) => message.id),
  );
  const { businessName } = await readBusinessSettings(tx, deps.config);
  const base = publicBase(deps.config);

  let queued = 0;
  for (const [recipientId, theirs] of byRecipient) {
    const recipient = people.get(recipientId);
    if (!recipient || !wantsEmail(recipient.preferences, 'messages')) continue;
    const titleFor = (message: DueMessage) =>
      recipientId !== message.ownerId
        ? (people.get(message.ownerId)?.name ?? 'a client')
        : message.kind === 'business'
          ? businessName
          : (people.get(message.trainerId!)?.name ?? 'your trainer');
    const senderOf = (message: DueMessage) => {
      const name = message.senderName ?? (message.side === 'owner' ? titleFor(message) : null);
      if (message.kind === 'business' && message.side === 'counterpart') return name ? `${name} (${businessName})` : businessName;
      return name ?? 'Your trainer';
    };
    const grouped = new Map<number, AwayConversation>();
    for (const message of theirs) {
      const conversation = grouped.get(message.conversationId) ?? {
        title: titleFor(message),
        url: `${base}/messages/${message.conversationId}`,
        messages: [],
      };
      conversation.messages.push({ senderName: senderOf(message), text: message.text, attachmentTypes: files.get(message.id) ?? [] });
      // Set again at the end: the map ends up ordered by each conversation's newest message.
      grouped.delete(message.conversationId);
      grouped.set(message.conversationId, conversation);
    }
    const ordered = [...grouped.values()].reverse();
    const mail = awayMessagesMail({
      firstName: recipient.firstName,
      conversations: ordered,
      messagesUrl: `${base}/messages`,
      settingsUrl: `${base}/settings`,
    });
    await queueMail(tx, { to: recipient.email, ...mail });
    queued += 1;
  }
  return queued;
}

async function peopleById(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      name: personNameSql(users),
      preferences: users.emailNotifications,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Each message's files' content types, in the order they were sent. */
async function attachmentTypes(tx: Tx, messageIds: number[]): Promise<Map<number, string[]>> {
  const rows = await tx
    .select({ messageId: messageAttachments.messageId, contentType: messageAttachments.contentType })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.id));
  const byMessage = new Map<number, string[]>();
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.contentType]);
  return byMessage;
}
