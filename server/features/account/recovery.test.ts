// Account recovery against a real SMTP server (decisions.md 8): the same answer whoever asks,
// links and usernames only by e-mail, single-use one-hour tokens stored hashed, and a reset that
// signs the user out everywhere and says so by e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER, FORGOT_USERNAME_ANSWER } from '../../../common/account-schemas';
import { mailQueue, passwordResetTokens, sessions } from '../../db/schema';
import { startSmtpSink, type ReceivedMail } from '../../../tests/helpers/smtp-sink';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { loginAs, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';
import { hashResetToken } from './recovery.service';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ env: { SMTP_URL: sink.url } });

let target: SocketTarget;
beforeAll(async () => {
  target = await listenForSockets(t.app);
});

const RESET_FAILED = { message: 'An error occurred. Your password reset link may have expired.' };
const NEW_PASSWORD = 'a-fresh-start-42';

const mailsTo = (email: string) => sink.messages.filter((message) => message.envelope.to.includes(email.toLowerCase()));
/** The reset link in the mail, as the page reads it: token and email from its query. */
function resetLinkIn(mail: ReceivedMail) {
  const match = /http:\/\/localhost\/reset-password\?token=([0-9a-f]+)&email=(\S+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return { url: match[0], token: match[1], email: decodeURIComponent(match[2]) };
}
async function requestReset(user: RegisteredUser) {
  const res = await t.call('POST', '/api/forgot-password', undefined, { email: user.user.email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
  return resetLinkIn(await sink.waitFor(user.user.email));
}
const reset = (body: object) => t.call('POST', '/api/reset-password', undefined, body);

describe('forgot password', () => {
  it('e-mails a link whose token resets the password once; the old password and the used token then fail', async () => {
    const user = await t.register();
    const link = await requestReset(user);
    expect(link.token).toMatch(/^[0-9a-f]{64}$/);
    expect(link.email).toBe(user.user.email);
    const mail = mailsTo(user.user.email)[0];
    expect(mail.subject).toBe('Reset your PawsConnect password');
    expect(mail.html).toContain(`href="${link.url.replaceAll('&', '&amp;')}"`);

    // Stored only as its hash, valid for an hour.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(link.token)));
    expect(row.userId).toBe(user.user.id);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);
    expect(JSON.stringify(await t.db.select().from(passwordResetTokens))).not.toContain(link.token);

    const res = await reset({ token: link.token, email: link.email, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset.' });
    await loginAs(t.app, user.user.username, NEW_PASSWORD);
    await expect(loginAs(t.app, user.user.username, user.password)).rejects.toThrow('401');

    const again = await reset({ token: link.token, email: link.email, newPassword: 'yet-another-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(RESET_FAILED);
    await loginAs(t.app, user.user.username, NEW_PASSWORD);
  });

  it('ends every session and socket of the user and e-mails "Your password was changed"', async () => {
    const user = await t.register();
    const second = await loginAs(t.app, user.user.username, user.password);
    const socket = await openSocket(target.url, { cookie: second, origin: target.origin });
    const link = await requestReset(user);

    expect((await reset({ token: link.token, email: link.email, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toEqual([]);
    expect((await t.call('GET', '/api/user', user)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/user', { cookie: second })).statusCode).toBe(401);

    await expect
      .poll(() => mailsTo(user.user.email).map((mail) => mail.subject))
      .toEqual(['Reset your PawsConnect password', 'Your password was changed']);
    // Queued with the new password, then sent (the reset link itself is sent directly); the queue
    // marks it sent just after the sink has it.
    await expect
      .poll(() => t.db.select().from(mailQueue).where(eq(mailQueue.recipient, user.user.email)))
      .toMatchObject([{ subject: 'Your password was changed', sentAt: expect.any(Date) }]);
  });

  it('refuses an expired token', async () => {
    const user = await t.register();
    const link = await requestReset(user);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(link.token)));
    const res = await reset({ token: link.token, email: link.email, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(RESET_FAILED);
    await loginAs(t.app, user.user.username, user.password);
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, user.user.email))).toEqual([]);
  });

  it('refuses a made-up token, or a real one with another account’s e-mail', async () => {
    const user = await t.register();
    const bystander = await t.register();
    const link = await requestReset(user);
    expect((await reset({ token: 'f'.repeat(64), email: user.user.email, newPassword: NEW_PASSWORD })).json()).toEqual(RESET_FAILED);
    const crossed = await reset({ token: link.token, email: bystander.user.email, newPassword: NEW_PASSWORD });
    expect(crossed.statusCode).toBe(400);
    await loginAs(t.app, bystander.user.username, bystander.password);
    await loginAs(t.app, user.user.username, user.password);
  });

  it('a reset makes the other links mailed earlier useless too', async () => {
    const user = await t.register();
    const first = await requestReset(user);
    await t.call('POST', '/api/forgot-password', undefined, { email: user.user.email });
    await expect.poll(() => mailsTo(user.user.email).length).toBe(2);
    const second = resetLinkIn(mailsTo(user.user.email)[1]);
    expect(second.token).not.toBe(first.token);
    expect((await reset({ token: second.token, email: second.email, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ token: first.token, email: first.email, newPassword: 'yet-another-secret' })).json()).toEqual(RESET_FAILED);
  });

  it('gives unknown e-mails the same answer and sends nothing', async () => {
    const known = await t.register();
    const unknown = 'nobody-here@example.com';
    const answers = await Promise.all(
      [known.user.email, unknown, unknown.toUpperCase()].map((email) => t.call('POST', '/api/forgot-password', undefined, { email })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      expect(res.body).not.toContain('token');
    }
    await sink.waitFor(known.user.email);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('refuses a missing or invalid e-mail with the product’s message', async () => {
    const res = await t.call('POST', '/api/forgot-password', undefined, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ email: 'Please enter your email address' });
  });
});

describe('forgot username', () => {
  it('e-mails the username and never puts it in the response', async () => {
    const user = await t.register();
    const res = await t.call('POST', '/api/forgot-username', undefined, { email: user.user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_USERNAME_ANSWER });
    expect(res.body).not.toContain(user.user.username);
    const mail = await sink.waitFor(user.user.email);
    expect(mail.subject).toBe('Your PawsConnect username');
    expect(mail.text).toContain(`Your username is: ${user.user.username}`);
    expect(mail.text).toContain('http://localhost/auth');
  });

  it('gives unknown e-mails the same answer', async () => {
    const res = await t.call('POST', '/api/forgot-username', undefined, { email: 'ghost@example.com' });
    expect(res.json()).toEqual({ message: FORGOT_USERNAME_ANSWER });
  });
});
