// E-mail per preference, against a real SMTP server: on by default, off per category (the in-app
// notification still arrives), never for 'general' or `email: false`, and exactly once however
// many subscribers hear the notification (the emailed_at claim); one the mail server refused is
// sent later by the mail queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, notifications } from '../../db/schema';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { createMailer } from '../../platform/mail/mailer';
import { claimNotificationEmail, emailNotification } from './notification-email';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ env: { SMTP_URL: sink.url } });

let owner: RegisteredUser;
beforeAll(async () => {
  owner = await t.register();
});

const mailsTo = (email: string) => sink.messages.filter((message) => message.envelope.to.includes(email.toLowerCase()));
const stored = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('notification e-mail', () => {
  it('is sent when the category’s e-mail is on (the default): title, message and link', async () => {
    const notification = await t.notifications.notify(t.db, owner.user.id, {
      category: 'bookings',
      title: 'Boarding stay booked',
      message: 'Rex’s boarding stay is booked.',
      data: { url: '/bookings?booking=12' },
    });
    const mail = await sink.waitFor(owner.user.email);
    expect(mail.subject).toBe('Boarding stay booked');
    expect(mail.text).toContain('Rex’s boarding stay is booked.');
    expect(mail.text).toContain('http://localhost/bookings?booking=12');
    expect(mail.html).toContain('href="http://localhost/bookings?booking=12"');
    expect((await stored(notification.id)).emailedAt).toBeInstanceOf(Date);
  });

  it('is not sent for a category turned off, while the in-app notification still arrives', async () => {
    const quiet = await t.register();
    const put = await t.call('PUT', '/api/user/notification-preferences', quiet, {
      email: { bookings: false, training: true, programs: true, account: true, messages: true },
    });
    expect(put.statusCode).toBe(200);
    const off = await t.notifications.notify(t.db, quiet.user.id, { category: 'bookings', title: 'Muted booking', message: 'No mail' });
    // A notification in a category still on, sent after: once its mail is here, the first was decided.
    await t.notifications.notify(t.db, quiet.user.id, { category: 'training', title: 'Training step done', message: 'Mail please' });
    await sink.waitFor(quiet.user.email);
    await t.notifications.flush();
    expect(mailsTo(quiet.user.email).map((mail) => mail.subject)).toEqual(['Training step done']);
    expect((await stored(off.id)).emailedAt).toBeNull();
    const list = await t.call('GET', '/api/notifications', quiet);
    expect(list.json().map((n: { title: string }) => n.title)).toEqual(['Training step done', 'Muted booking']);
  });

  it('is never sent for general notifications or those created with email: false', async () => {
    const user = await t.register();
    const general = await t.notifications.notify(t.db, user.user.id, { title: 'Test Notification', message: 'General' });
    const withOwnMail = await t.notifications.notify(t.db, user.user.id, {
      category: 'bookings',
      title: 'Payment received',
      message: 'Receipt sent',
      email: false,
    });
    await t.notifications.notify(t.db, user.user.id, { category: 'programs', title: 'Marker', message: 'Last' });
    await sink.waitFor(user.user.email);
    await t.notifications.flush();
    expect(mailsTo(user.user.email).map((mail) => mail.subject)).toEqual(['Marker']);
    expect((await stored(general.id)).emailedAt).toBeNull();
    expect((await stored(withOwnMail.id)).emailedAt).toBeInstanceOf(Date);
  });

  it('is sent exactly once when two subscribers (two instances) hear the same notification', async () => {
    const user = await t.register();
    // A row no hub delivered, so only the two "instances" below handle it.
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: user.user.id, category: 'account', title: 'Twice heard', message: 'Once mailed' })
      .returning();
    const deps = { db: t.db, config: t.config, mailer: createMailer(t.config) };
    const results = await Promise.all([emailNotification(deps, row), emailNotification(deps, row)]);
    expect(results.sort()).toEqual([false, true]);
    await sink.waitFor(user.user.email);
    expect(mailsTo(user.user.email)).toHaveLength(1);
    expect(await claimNotificationEmail(t.db, row.id)).toBe(false);
  });

  it('is claimed by the first claim only', async () => {
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: owner.user.id, category: 'bookings', title: 'Claim me', message: 'Once' })
      .returning();
    expect(await claimNotificationEmail(t.db, row.id)).toBe(true);
    expect(await claimNotificationEmail(t.db, row.id)).toBe(false);
  });

  it('is claimed once and sent by the mail queue once the claim commits', async () => {
    const user = await t.register();
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: user.user.id, category: 'training', title: 'Queued with its claim', message: 'Sent by the queue' })
      .returning();
    expect(await emailNotification({ db: t.db, config: t.config }, row)).toBe(true);
    expect(await emailNotification({ db: t.db, config: t.config }, row)).toBe(false);
    expect((await stored(row.id)).emailedAt).toBeInstanceOf(Date);
    const mail = await sink.waitFor(user.user.email);
    expect(mail.subject).toBe('Queued with its claim');
    expect(mail.text).toContain('Sent by the queue');
    await t.notifications.flush();
    const queued = await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, user.user.email));
    expect(queued).toMatchObject([{ subject: 'Queued with its claim', sentAt: expect.any(Date) }]);
  });
});
