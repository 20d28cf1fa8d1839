// Mail that must go out although no request waits for it (receipts, the password-changed notice,
// notification e-mails): a row per message until the mail server has taken it. Only
// platform/mail/mail-queue.ts touches this table.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Tries so far, the one under way included. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the message may be tried (again). A try moves it forward by the pause before the next
     * one, so a message whose sender died mid-try is picked up again once that pause is over.
     */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** Set once the mail server has taken the message. */
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    // The delivery job's question: unsent messages that are due.
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_queue_sent_at_idx').on(t.sentAt),
  ],
);
