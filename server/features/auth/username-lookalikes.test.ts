// Usernames that look alike are one name (NFKC), and invisible characters are refused, at
// register and login alike.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { uniqueUsername } from '../../../tests/helpers/users';

const INVISIBLE = 'Username cannot contain invisible or control characters';

const t = useTestApp();

const register = (username: string, email = `${uniqueUsername('mail')}@example.com`) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'walkies-at-dawn', email } });
const login = (username: string, password = 'walkies-at-dawn') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

/** Full-width forms of ASCII letters, digits and '_': the same name to the eye. */
const fullWidth = (text: string) => [...text].map((char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0)).join('');

async function usersNamedLike(fragment: string) {
  return t.database.db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`%${fragment}%`}`);
}

describe('look-alike usernames', () => {
  it('stores a full-width username in its NFKC form, so the plain spelling is the same account', async () => {
    const plain = uniqueUsername('wide');
    const res = await register(fullWidth(plain));
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe(plain);
    expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, plain))).toHaveLength(1);

    expect((await register(plain)).statusCode).toBe(409);
    expect((await login(plain)).statusCode).toBe(200);
    expect((await login(fullWidth(plain.toUpperCase()))).statusCode).toBe(200);
  });

  it.each([
    ['a zero-width space', '\u200B'],
    ['a right-to-left override', '\u202E'],
    ['a zero-width joiner', '\u200D'],
    ['a control character', '\u0007'],
  ])('refuses %s at register (400 on the username field) and stores nothing', async (_case, invisible) => {
    const name = uniqueUsername('ghost');
    const res = await register(`${name.slice(0, 4)}${invisible}${name.slice(4)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVISIBLE, details: { username: INVISIBLE } });
    expect(await usersNamedLike(name.slice(4))).toHaveLength(0);
  });

  it('refuses a username with a zero-width space at login with the same message', async () => {
    const name = uniqueUsername('login');
    expect((await register(name)).statusCode).toBe(201);
    const res = await login(`${name}\u200B`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ username: INVISIBLE });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
