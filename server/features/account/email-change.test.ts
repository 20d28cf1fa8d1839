// Changing the e-mail address (decisions.md 53): it needs the current password, takes effect only
// when the link mailed to the new address is opened, the old address is told and can undo it for
// 7 days, and the answer never says whether the new address already has an account.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_FOR_EMAIL_MESSAGE } from '../../../common/account-schemas';
import { emailChanges, users } from '../../db/schema';
import { startSmtpSink, type ReceivedMail } from '../../../tests/helpers/smtp-sink';
import { createTestApp } from '../../../tests/helpers/test-app';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { WRONG_PASSWORD_MESSAGE } from './account.service';
import { EMAIL_CHANGES_PER_HOUR, TOO_MANY_EMAIL_CHANGES } from './account.routes';
import { EMAIL_LINK_FAILED_MESSAGE } from './email-change.service';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ env: { SMTP_URL: sink.url } });

let sequence = 0;
const freshAddress = () => `moved-${process.pid}-${++sequence}@example.com`;
const changeEmail = (user: RegisteredUser, body: object) => t.call('PATCH', '/api/user', user, body);
const storedEmail = async (user: RegisteredUser) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, user.user.id)))[0].email;
function linkIn(mail: ReceivedMail, page: 'confirm-email' | 'revert-email') {
  const match = new RegExp(`http://localhost/${page}\\?token=([0-9a-f]{64})`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
  return match[1];
}

describe('PATCH /api/user with a new e-mail', () => {
  it('needs the current password: without it or with a wrong one, 400 under the field and nothing changes', async () => {
    const user = await t.register();
    const email = freshAddress();
    const without = await changeEmail(user, { email });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      message: CURRENT_PASSWORD_FOR_EMAIL_MESSAGE,
      details: { currentPassword: CURRENT_PASSWORD_FOR_EMAIL_MESSAGE },
    });
    const wrong = await changeEmail(user, { email, currentPassword: 'not-my-password', firstName: 'Changed' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ currentPassword: WRONG_PASSWORD_MESSAGE });
    expect(await storedEmail(user)).toBe(user.user.email);
    expect((await t.call('GET', '/api/user', user)).json()).toMatchObject({ firstName: user.user.firstName });
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.user.id))).toEqual([]);
  });

  it('with the password, waits for the link mailed to the new address; opening it changes the address and tells the old one', async () => {
    const user = await t.register();
    const email = freshAddress();
    const res = await changeEmail(user, { email, currentPassword: user.password, firstName: 'Robin' });
    expect(res.statusCode).toBe(200);
    // The name changes at once; the address only once confirmed.
    expect(res.json()).toMatchObject({ email: user.user.email, pendingEmail: email, firstName: 'Robin' });
    expect(await storedEmail(user)).toBe(user.user.email);
    expect((await t.call('GET', '/api/user', user)).json().pendingEmail).toBe(email);

    const confirmMail = await sink.waitFor(email);
    expect(confirmMail.subject).toBe('Confirm your new e-mail address');
    const token = linkIn(confirmMail, 'confirm-email');
    // Stored only as a hash.
    expect(JSON.stringify(await t.db.select().from(emailChanges))).not.toContain(token);

    const confirmed = await t.call('POST', '/api/user/email/confirm', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: `Your e-mail address is now ${email}.` });
    expect(await storedEmail(user)).toBe(email);
    const me = (await t.call('GET', '/api/user', user)).json();
    expect(me.email).toBe(email);
    expect(me).not.toHaveProperty('pendingEmail');

    const notice = await sink.waitFor(user.user.email);
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).not.toContain(email);
    linkIn(notice, 'revert-email');

    const again = await t.call('POST', '/api/user/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EMAIL_LINK_FAILED_MESSAGE });
  });

  it('answers the same when the new address already has an account; that address is told, and nothing can confirm it', async () => {
    const user = await t.register();
    const owner = await t.register();
    const res = await changeEmail(user, { email: owner.user.email, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: user.user.email, pendingEmail: owner.user.email });
    const mail = await sink.waitFor(owner.user.email);
    expect(mail.subject).toBe('Someone asked to use this address on PawsConnect');
    expect(mail.text).not.toContain('confirm-email');
    expect(await storedEmail(user)).toBe(user.user.email);
  });

  it('lets the old address undo the change for 7 days: the address goes back and every session ends', async () => {
    const user = await t.register();
    const email = freshAddress();
    await changeEmail(user, { email, currentPassword: user.password });
    await t.call('POST', '/api/user/email/confirm', undefined, { token: linkIn(await sink.waitFor(email), 'confirm-email') });
    const revertToken = linkIn(await sink.waitFor(user.user.email), 'revert-email');
    const [change] = await t.db.select().from(emailChanges).where(eq(emailChanges.userId, user.user.id));
    const days = (change.revertExpiresAt!.getTime() - change.confirmedAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);

    const reverted = await t.call('POST', '/api/user/email/revert', undefined, { token: revertToken });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().message).toMatch(`Your e-mail address is back to ${user.user.email}`);
    expect(await storedEmail(user)).toBe(user.user.email);
    expect((await t.call('GET', '/api/user', user)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/user/email/revert', undefined, { token: revertToken })).statusCode).toBe(400);
  });

  it('refuses an expired link, an unknown one and a malformed one with 400, changing nothing', async () => {
    const user = await t.register();
    const email = freshAddress();
    await changeEmail(user, { email, currentPassword: user.password });
    const token = linkIn(await sink.waitFor(email), 'confirm-email');
    await t.db
      .update(emailChanges)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, user.user.id));
    for (const body of [{ token }, { token: 'f'.repeat(64) }, { token: 'not-a-token' }, {}]) {
      const res = await t.call('POST', '/api/user/email/confirm', undefined, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedEmail(user)).toBe(user.user.email);
    expect((await t.call('GET', '/api/user', user)).json()).not.toHaveProperty('pendingEmail');
  });

  it('changes only the letter case of the same address at once, with no password', async () => {
    const user = await t.register();
    const res = await changeEmail(user, { email: user.user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(await storedEmail(user)).toBe(user.user.email.toUpperCase());
  });
});

describe('e-mail changes per hour', () => {
  it(`answer 429 after ${EMAIL_CHANGES_PER_HOUR} an hour for one account`, async () => {
    const limited = await createTestApp({ rateLimits: true, env: { SMTP_URL: sink.url } });
    try {
      const user = await registerUser(limited.app);
      const change = (n: number) =>
        limited.app.inject({
          method: 'PATCH',
          url: '/api/user',
          headers: { cookie: user.cookie, origin: 'http://localhost' },
          payload: { email: `limit-${n}-${freshAddress()}`, currentPassword: user.password },
        });
      for (let n = 0; n < EMAIL_CHANGES_PER_HOUR; n++) expect((await change(n)).statusCode).toBe(200);
      const refused = await change(99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_EMAIL_CHANGES });
    } finally {
      await limited.close();
    }
  });
});
