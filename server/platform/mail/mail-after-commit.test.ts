// Mail queued in a transaction goes out once that transaction commits, with no route asking, and
// never when it rolls back (the mail queue arranges it through platform/after-commit.ts).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { MailMessage } from './mailer';
import { queueMail } from './mail-queue';

const taken: MailMessage[] = [];
const t = useTestApp({ mailer: { send: async (message: MailMessage) => void taken.push(message) } });
const message = (to: string): MailMessage => ({ to, subject: `For ${to}`, text: 'Plain', html: '<p>Plain</p>' });

describe('mail queued in a transaction', () => {
  it('is sent once the transaction commits and marked sent', async () => {
    const id = await t.db.transaction(async (tx) => queueMail(tx, message('ana@example.com')));
    await t.notifications.flush();
    expect(taken.map((mail) => mail.to)).toEqual(['ana@example.com']);
    const [row] = await t.db.select().from(mailQueue).where(eq(mailQueue.id, id));
    expect(row.sentAt).not.toBeNull();
  });

  it('is never sent nor kept when the transaction rolls back', async () => {
    taken.length = 0;
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, message('ben@example.com'));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // A later commit's mail arriving proves the rolled-back one had its chance to arrive first.
    await t.db.transaction(async (tx) => queueMail(tx, message('cat@example.com')));
    await t.notifications.flush();
    expect(taken.map((mail) => mail.to)).toEqual(['cat@example.com']);
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, 'ben@example.com'))).toEqual([]);
  });
});
