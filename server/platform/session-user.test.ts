// The session store reads the signed-in user in the same query as the session, and the auth guard
// of that request uses it: what each request sees must still be the user as stored right then.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { useTestApp } from '../../tests/helpers/use-test-app';
import { registerUser } from '../../tests/helpers/users';

const t = useTestApp();

describe('the user read with the session', () => {
  it('is read afresh on every request: a change to the account shows on the next one', async () => {
    const { user, cookie } = await registerUser(t.app, { firstName: 'Before' });
    const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(before.json()).toMatchObject({ id: user.id, firstName: 'Before', isTrainer: false });
    const asOwner = await t.app.inject({ method: 'GET', url: '/api/trainer/clients', headers: { cookie } });
    expect(asOwner.statusCode).toBe(403);

    await t.database.db.update(users).set({ firstName: 'After', isTrainer: true }).where(eq(users.id, user.id));

    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(after.json()).toMatchObject({ id: user.id, firstName: 'After', isTrainer: true });
    const asTrainer = await t.app.inject({ method: 'GET', url: '/api/trainer/clients', headers: { cookie } });
    expect(asTrainer.statusCode).toBe(200);
  });

  it('belongs to its own session: two users signed in at once each see themselves', async () => {
    const first = await registerUser(t.app);
    const second = await registerUser(t.app);
    const [a, b] = await Promise.all(
      [first, second].map(({ cookie }) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })),
    );
    expect(a.json().id).toBe(first.user.id);
    expect(b.json().id).toBe(second.user.id);
  });
});
