// Recovery limits are on here (other files turn them off): a quiet cap of 5 mails per e-mail an
// hour, whether or not it has an account, and a 429 cap per client address; wrong current passwords on the
// settings page are capped per user. Also: the answer never waits for the
// mail, so a known e-mail is not slower than an unknown one.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FORGOT_PASSWORD_ANSWER } from '../../../common/account-schemas';
import { passwordResetTokens } from '../../db/schema';
import { createTestApp } from '../../../tests/helpers/test-app';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { MailMessage } from '../../platform/mail/mailer';
import { loginAs } from '../../../tests/helpers/users';
import { PASSWORD_CHANGE_ATTEMPTS } from './account.routes';
import { RECOVERY_PER_ADDRESS, TOO_MANY_FROM_ADDRESS } from './recovery-limits';

const t = useTestApp({ rateLimits: true });

const ask = (path: string, email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, payload: { email }, remoteAddress });

describe('recovery mails per e-mail', () => {
  it('never answer 429 for an e-mail (decisions.md 52): past 5 mails an hour the answer is the same and no more go out', async () => {
    const user = await t.register();
    for (let i = 0; i < 4; i++) expect((await ask('forgot-password', user.user.email, `10.1.0.${i}`)).statusCode).toBe(200);
    expect((await ask('forgot-username', user.user.email.toUpperCase(), '10.1.0.9')).statusCode).toBe(200);

    // Five strangers' requests have used the hour's mails; the owner's own request still gets the answer.
    const own = await ask('forgot-password', user.user.email, '10.1.0.20');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect((await ask('forgot-username', user.user.email, '10.1.0.21')).statusCode).toBe(200);

    // Four reset links went out (the fifth mail was the username reminder), all still usable.
    await expect
      .poll(async () => (await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id))).length)
      .toBe(4);
    // Another e-mail from the same address is still served.
    expect((await ask('forgot-password', 'someone-else@example.com', '10.1.0.20')).statusCode).toBe(200);
  });

  it('count an e-mail without an account the same way, and answer it the same way', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await ask('forgot-password', 'no-account@example.com', `10.2.0.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
  });
});

describe('recovery requests per address', () => {
  it(`answer 429 after ${RECOVERY_PER_ADDRESS} an hour from one address, while other addresses go on`, async () => {
    for (let i = 0; i < RECOVERY_PER_ADDRESS; i++) {
      expect((await ask('forgot-password', `list-${i}@example.com`, '10.3.0.1')).statusCode).toBe(200);
    }
    const refused = await ask('forgot-password', 'list-last@example.com', '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_FROM_ADDRESS });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'f'.repeat(64), email: 'list-1@example.com', newPassword: 'a-fresh-start-42' },
      remoteAddress: '10.3.0.1',
    });
    expect(reset.statusCode).toBe(429);
    expect((await ask('forgot-password', 'list-last@example.com', '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('password changes (settings page)', () => {
  it(`answer 429 after ${PASSWORD_CHANGE_ATTEMPTS} wrong current passwords, even for the right one`, async () => {
    const user = await t.register();
    const change = (currentPassword: string) =>
      t.call('POST', '/api/user/password', user, { currentPassword, newPassword: 'brand-new-secret' });
    for (let i = 0; i < PASSWORD_CHANGE_ATTEMPTS; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
    await loginAs(t.app, user.user.username, user.password);
  });
});

describe('the answer', () => {
  const held: { message: MailMessage; release: () => void }[] = [];
  const slowMailer = {
    send: (message: MailMessage) => new Promise<void>((resolve) => held.push({ message, release: resolve })),
  };
  let slow: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterAll(async () => {
    for (const mail of held) mail.release();
    await slow?.close();
  });

  it('comes before the mail is sent, so a known e-mail answers as fast as an unknown one', async () => {
    slow = await createTestApp({ mailer: slowMailer });
    const registered = await slow.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'slow_mail_user', password: 'walkies-at-dawn', email: 'slow@example.com' },
    });
    expect(registered.statusCode).toBe(201);
    const known = await slow.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'slow@example.com' } });
    const unknown = await slow.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'ghost@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    // The reset mail is still being sent (held) while the answer is already here.
    await expect.poll(() => held.map((mail) => mail.message.to)).toEqual(['slow@example.com']);
  });
});
