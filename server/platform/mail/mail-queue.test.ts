// The mail queue: a message goes out at once and is marked sent; one the mail server refuses waits
// for its pause and then goes; one left mid-try by a dead process is picked up; two jobs at once
// send each message once; after the last try it is given up, loudly; old sent messages are forgotten.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailQueue } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { MailMessage } from './mailer';
import { MAX_ATTEMPTS, queueMail, sendDueMail, sendQueuedMail } from './mail-queue';

const t = useTestApp({ sendMailAfterCommit: false });

/** A mailer that records what it took, or refuses everything while `refusing` is set. */
function recordingMailer() {
  const mailer = {
    taken: [] as MailMessage[],
    refusing: null as Error | null,
    async send(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (mailer.refusing) throw mailer.refusing;
      mailer.taken.push(message);
    },
  };
  return mailer;
}

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });
const message = (to: string): MailMessage => ({ to, subject: `For ${to}`, text: 'Plain', html: '<p>Plain</p>' });
const row = async (id: number) => (await t.db.select().from(mailQueue).where(eq(mailQueue.id, id)))[0];
const onlyRow = async () => {
  const rows = await t.db.select().from(mailQueue);
  expect(rows).toHaveLength(1);
  return rows[0];
};
/** Moves every unsent message's next try into the past, as if its pause were over. */
const pausesOver = () => t.db.update(mailQueue).set({ nextAttemptAt: sql`now() - interval '1 second'` });

beforeEach(async () => {
  await t.db.delete(mailQueue);
});

describe('the mail queue', () => {
  it('sends a message at once, marks it sent and does not send it again', async () => {
    const mailer = recordingMailer();
    await sendQueuedMail({ db: t.db, mailer }, await queueMail(t.db, message('ana@example.com')));
    expect(mailer.taken).toEqual([message('ana@example.com')]);
    const stored = await onlyRow();
    expect(stored).toMatchObject({ recipient: 'ana@example.com', attempts: 1, lastError: null });
    expect(stored.sentAt).toBeInstanceOf(Date);

    await pausesOver();
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 0, failed: 0 });
    expect(mailer.taken).toHaveLength(1);
  });

  it('keeps a refused message, waits a minute before trying again, then sends it', async () => {
    const mailer = recordingMailer();
    mailer.refusing = new Error('Could not send mail', { cause: new Error('connect ECONNREFUSED 127.0.0.1:25') });
    await expect(sendQueuedMail({ db: t.db, mailer }, await queueMail(t.db, message('ben@example.com')))).rejects.toThrow(
      'Could not send mail',
    );
    const refused = await onlyRow();
    expect(refused).toMatchObject({ attempts: 1, sentAt: null, lastError: 'Could not send mail: connect ECONNREFUSED 127.0.0.1:25' });
    const pauseMs = refused.nextAttemptAt.getTime() - Date.now();
    expect(pauseMs).toBeGreaterThan(45_000);
    expect(pauseMs).toBeLessThan(75_000);

    mailer.refusing = null;
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 0, failed: 0 });
    expect(mailer.taken).toEqual([]);

    await pausesOver();
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 1, failed: 0 });
    expect(mailer.taken.map((taken) => taken.to)).toEqual(['ben@example.com']);
    expect(await row(refused.id)).toMatchObject({ attempts: 2, lastError: null, sentAt: expect.any(Date) });
  });

  it('waits longer after each refusal', async () => {
    const mailer = recordingMailer();
    mailer.refusing = new Error('Mail server down');
    const id = await queueMail(t.db, message('cat@example.com'));
    const pausesInMinutes: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await pausesOver();
      expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 0, failed: 1 });
      pausesInMinutes.push(Math.round(((await row(id)).nextAttemptAt.getTime() - Date.now()) / 60_000));
    }
    expect(pausesInMinutes).toEqual([1, 4, 16, 64]);
  });

  it('sends a message whose sender died mid-try once its pause is over', async () => {
    const id = await queueMail(t.db, message('dan@example.com'));
    // What a try leaves when the process dies before the mail server answers.
    await t.db
      .update(mailQueue)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` })
      .where(eq(mailQueue.id, id));
    const mailer = recordingMailer();
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 0, failed: 0 });
    await pausesOver();
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 1, failed: 0 });
    expect(mailer.taken.map((taken) => taken.to)).toEqual(['dan@example.com']);
  });

  it('sends each message once when two instances run the job at the same time', async () => {
    const recipients = Array.from({ length: 45 }, (_, index) => `many${index}@example.com`);
    for (const recipient of recipients) await queueMail(t.db, message(recipient));
    const mailer = recordingMailer();
    const runs = await Promise.all([sendDueMail({ db: t.db, mailer }, quietLog()), sendDueMail({ db: t.db, mailer }, quietLog())]);
    expect(runs[0].sent + runs[1].sent).toBe(45);
    expect(mailer.taken.map((taken) => taken.to).sort()).toEqual([...recipients].sort());
  });

  it('gives up after the last try, logs it as an error, and tries no more', async () => {
    const id = await queueMail(t.db, message('eve@example.com'));
    await t.db
      .update(mailQueue)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailQueue.id, id));
    const mailer = recordingMailer();
    mailer.refusing = new Error('Mailbox unavailable');
    const log = quietLog();
    expect(await sendDueMail({ db: t.db, mailer }, log)).toEqual({ sent: 0, failed: 1 });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: id, attempts: MAX_ATTEMPTS }),
      expect.stringContaining('no more tries'),
    );
    expect(log.warn).not.toHaveBeenCalled();

    mailer.refusing = null;
    await pausesOver();
    expect(await sendDueMail({ db: t.db, mailer }, quietLog())).toEqual({ sent: 0, failed: 0 });
    expect(mailer.taken).toEqual([]);
    expect(await row(id)).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: 'Mailbox unavailable' });
  });

  it('forgets messages sent over a week ago and keeps the rest', async () => {
    const old = await queueMail(t.db, message('old@example.com'));
    const recent = await queueMail(t.db, message('recent@example.com'));
    const unsent = await queueMail(t.db, message('unsent@example.com'));
    await t.db
      .update(mailQueue)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(mailQueue.id, old));
    await t.db
      .update(mailQueue)
      .set({ sentAt: sql`now() - interval '6 days'` })
      .where(eq(mailQueue.id, recent));
    await t.db
      .update(mailQueue)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'`, attempts: 3 })
      .where(eq(mailQueue.id, unsent));
    await sendDueMail({ db: t.db, mailer: recordingMailer() }, quietLog());
    const left = await t.db.select({ id: mailQueue.id }).from(mailQueue);
    expect(left.map((kept) => kept.id).sort()).toEqual([recent, unsent].sort());
  });
});
