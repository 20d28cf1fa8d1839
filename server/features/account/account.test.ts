// The settings page's calls: e-mail preferences, name and e-mail, and the password change that
// signs out the user's other sessions and sockets and always sends "Your password was changed".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, notifications, users } from '../../db/schema';
import { sessionUserColumns } from '../../platform/auth-guard';
import { changePassword } from './account.service';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { loginAs, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ env: { SMTP_URL: sink.url } });

let owner: RegisteredUser;
let other: RegisteredUser;
let target: SocketTarget;
beforeAll(async () => {
  target = await listenForSockets(t.app);
  owner = await t.register({ firstName: 'Sam', lastName: 'Lee' });
  other = await t.register();
});

const storedUser = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const allOn = { bookings: true, training: true, programs: true, account: true, messages: true };

describe('notification preferences', () => {
  it('are all on for a new account', async () => {
    const res = await t.call('GET', '/api/user/notification-preferences', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: allOn });
  });

  it('are saved per category and read back, for the caller only', async () => {
    const body = { email: { ...allOn, training: false, programs: false } };
    const res = await t.call('PUT', '/api/user/notification-preferences', owner, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect((await storedUser(owner.user.id)).emailNotifications).toEqual(body.email);
    expect((await t.call('GET', '/api/user/notification-preferences', owner)).json()).toEqual(body);
    expect((await t.call('GET', '/api/user/notification-preferences', other)).json()).toEqual({ email: allOn });
  });

  it('refuse a missing category, an unknown one or a non-boolean', async () => {
    for (const email of [{ bookings: true }, { ...allOn, general: false }, { ...allOn, account: 'no' }]) {
      const res = await t.call('PUT', '/api/user/notification-preferences', owner, { email });
      expect(res.statusCode, JSON.stringify(email)).toBe(400);
    }
    expect(
      (await t.call('PUT', '/api/user/notification-preferences', owner, { email: { ...allOn, account: 'no' } })).json().details,
    ).toEqual({
      'email.account': 'account must be true or false',
    });
  });

  it('need a signed-in user', async () => {
    expect((await t.call('GET', '/api/user/notification-preferences')).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/user/notification-preferences', undefined, { email: allOn })).statusCode).toBe(401);
  });
});

describe('PATCH /api/user', () => {
  it('changes the fields sent and keeps the others', async () => {
    const res = await t.call('PATCH', '/api/user', owner, { firstName: 'Samantha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: owner.user.id, firstName: 'Samantha', lastName: 'Lee', email: owner.user.email });
    expect(res.json()).not.toHaveProperty('password');
    expect(await storedUser(owner.user.id)).toMatchObject({ firstName: 'Samantha', lastName: 'Lee' });
  });

  it('keeps a phone number for the business (decisions.md 54): checked, and blank removes it', async () => {
    const user = await t.register();
    const saved = await t.call('PATCH', '/api/user', user, { phone: ' +1 (555) 010-2030 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone).toBe('+1 (555) 010-2030');
    expect((await t.call('GET', '/api/user', user)).json().phone).toBe('+1 (555) 010-2030');
    const wrong = await t.call('PATCH', '/api/user', user, { phone: 'ring me' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ phone: 'Please enter a valid phone number' });
    expect((await storedUser(user.user.id)).phone).toBe('+1 (555) 010-2030');
    expect((await t.call('PATCH', '/api/user', user, { phone: '' })).json().phone).toBeNull();
  });

  it('makes a blank name empty (a new e-mail address has its own tests: email-change.test.ts)', async () => {
    const res = await t.call('PATCH', '/api/user', owner, { lastName: '' });
    expect(res.statusCode).toBe(200);
    expect(await storedUser(owner.user.id)).toMatchObject({ lastName: null, firstName: 'Samantha' });
  });

  it('refuses an invalid e-mail, unknown fields and a signed-out caller', async () => {
    expect((await t.call('PATCH', '/api/user', owner, { email: 'not-an-email' })).json().details).toEqual({
      email: 'Please enter a valid email',
    });
    expect((await t.call('PATCH', '/api/user', owner, { isTrainer: true })).statusCode).toBe(400);
    expect((await storedUser(owner.user.id)).isTrainer).toBe(false);
    expect((await t.call('PATCH', '/api/user', undefined, { firstName: 'X' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await t.register();
    const res = await t.call('POST', '/api/user/password', user, { currentPassword: 'wrong-password', newPassword: 'brand-new-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Current password is incorrect', details: { currentPassword: 'Current password is incorrect' } });
    await loginAs(t.app, user.user.username, user.password);
  });

  it('refuses a common new password and a short one', async () => {
    const user = await t.register();
    const common = await t.call('POST', '/api/user/password', user, { currentPassword: user.password, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().details)).toEqual(['newPassword']);
    const short = await t.call('POST', '/api/user/password', user, { currentPassword: user.password, newPassword: 'abc' });
    expect(short.json().details).toEqual({ newPassword: 'Password must be at least 6 characters' });
  });

  it('changes it, ends the other sessions and their sockets, keeps this one, and e-mails the user', async () => {
    const user = await t.register();
    const elsewhere = await loginAs(t.app, user.user.username, user.password);
    const thisSocket = await openSocket(target.url, { cookie: user.cookie, origin: target.origin });
    const otherSocket = await openSocket(target.url, { cookie: elsewhere, origin: target.origin });

    const res = await t.call('POST', '/api/user/password', user, { currentPassword: user.password, newPassword: 'brand-new-secret' });
    expect(res.statusCode).toBe(204);

    expect(await otherSocket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect((await t.call('GET', '/api/user', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', user)).statusCode).toBe(200);
    expect(thisSocket.socket.readyState).toBe(thisSocket.socket.OPEN);

    await expect(loginAs(t.app, user.user.username, user.password)).rejects.toThrow('401');
    await loginAs(t.app, user.user.username, 'brand-new-secret');

    const mail = await sink.waitFor(user.user.email);
    expect(mail.subject).toBe('Your password was changed');
    // Greeted by first name (or username without one), as every other mail is.
    expect(mail.text).toMatch(new RegExp(`^Hi ${user.user.firstName ?? user.user.username},`, 'm'));
    expect(mail.text).toContain('Not you? Reset your password: http://localhost/forgot-password');
    expect(mail.text).toContain('http://localhost/forgot-password');
    // The in-app notification arrives live but is never e-mailed on its own.
    await thisSocket.waitForMessage((message) => message.type === 'notification');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
    expect(row).toMatchObject({ title: 'Password changed', category: 'account' });
    expect(row.emailedAt).toBeInstanceOf(Date);
    await t.notifications.flush();
    expect(sink.messages.filter((message) => message.envelope.to.includes(user.user.email))).toHaveLength(1);
    thisSocket.socket.terminate();
  });

  it('queues the e-mail in the transaction of the new password, and the queue sends it once that commits', async () => {
    const user = await t.register();
    const [signedIn] = await t.db.select(sessionUserColumns).from(users).where(eq(users.id, user.user.id));
    // The service alone: no route sends the mail; the queue does once the new password has committed.
    const input = { currentPassword: user.password, newPassword: 'brand-new-secret' };
    await changePassword({ db: t.db, notifications: t.notifications }, signedIn, 'another-session', input, 'https://paws.example');
    await t.notifications.flush();
    const queued = await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, user.user.email));
    expect(queued).toMatchObject([{ subject: 'Your password was changed', sentAt: expect.any(Date) }]);
    expect(queued[0].text).toContain('https://paws.example/forgot-password');
    // A wrong current password changes nothing and queues nothing.
    await expect(
      changePassword({ db: t.db, notifications: t.notifications }, signedIn, 'another-session', input, 'https://paws.example'),
    ).rejects.toThrow();
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, user.user.email))).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.call('POST', '/api/user/password', undefined, { currentPassword: 'x', newPassword: 'brand-new-secret' })).statusCode,
    ).toBe(401);
  });
});
