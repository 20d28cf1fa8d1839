// Usernames that look alike are one name (NFKC), and invisible characters are refused, at
// register and login alike. A new name keeps to one writing system and _ . - (issue 27, item 12).
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { USERNAME_CHARACTERS_MESSAGE } from '../../../common/auth-schemas';
import { hashPassword } from '../../platform/passwords';
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

// The second probe (issue 27, item 12): next to `name_x`, each of these registered as a new account.
describe('look-alikes of an existing name', () => {
  const lookAlikes = [
    ['U+3164 (Hangul filler)', '\u3164', INVISIBLE],
    ['U+115F (Hangul choseong filler)', '\u115F', INVISIBLE],
    ['U+2800 (blank Braille pattern)', '\u2800', USERNAME_CHARACTERS_MESSAGE],
    ['U+FE0F (variation selector)', '\uFE0F', INVISIBLE],
    ['U+034F (combining grapheme joiner)', '\u034F', INVISIBLE],
  ] as const;

  it.each(lookAlikes)(
    'refuses %s inside the name and after it (400 on the username field), storing nothing',
    async (_case, char, message) => {
      const name = uniqueUsername('name');
      expect((await register(name)).statusCode).toBe(201);
      for (const lookAlike of [`${name.slice(0, 4)}${char}${name.slice(4)}`, `${name}${char}`]) {
        const res = await register(lookAlike);
        expect(res.statusCode, JSON.stringify(lookAlike)).toBe(400);
        expect(res.json()).toEqual({ message, details: { username: message } });
      }
      expect(await usersNamedLike(name.slice(5))).toEqual([{ username: name }]);
    },
  );

  it('refuses a Cyrillic о in a Latin name (mixed scripts) and an ideographic space inside', async () => {
    const name = uniqueUsername('nome');
    expect((await register(name)).statusCode).toBe(201);
    for (const lookAlike of [name.replace('o', '\u043E'), `${name.slice(0, 4)}\u3000${name.slice(4)}`]) {
      const res = await register(lookAlike);
      expect(res.statusCode, JSON.stringify(lookAlike)).toBe(400);
      expect(res.json()).toEqual({ message: USERNAME_CHARACTERS_MESSAGE, details: { username: USERNAME_CHARACTERS_MESSAGE } });
    }
    expect(await usersNamedLike(name.slice(5))).toEqual([{ username: name }]);
  });

  it('reads an ideographic space after the name as a blank, trimmed: the same name, so 409', async () => {
    const name = uniqueUsername('name');
    expect((await register(name)).statusCode).toBe(201);
    const res = await register(`${name}\u3000`);
    expect(res.statusCode).toBe(409);
    expect(await usersNamedLike(name.slice(5))).toEqual([{ username: name }]);
  });

  it('still signs in an account whose name predates the rule (a space, mixed scripts)', async () => {
    for (const username of [`Mary Jane ${uniqueUsername('x')}`, `n\u043Eme_${uniqueUsername('x')}`]) {
      await t.database.db.insert(users).values({
        username,
        email: `${uniqueUsername('legacy')}@example.com`,
        password: await hashPassword('walkies-at-dawn'),
      });
      const res = await login(username);
      expect(res.statusCode, `${username}: ${res.body}`).toBe(200);
      expect(res.json().username).toBe(username);
    }
  });
});
