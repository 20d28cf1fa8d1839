import { describe, expect, it } from 'vitest';
import { USERNAME_INVISIBLE_MESSAGE, loginSchema, registerFormSchema, registerSchema } from './auth-schemas';

const registration = { username: 'biscuit', password: 'walkies-at-dawn', email: 'b@example.com' };
const usernameError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.find((issue) => issue.path.join('.') === 'username')?.message;

describe('usernames', () => {
  it('normalises compatibility look-alikes to NFKC (full-width letters, ligatures)', () => {
    expect(registerSchema.parse({ ...registration, username: 'ｂｉｓｃｕｉｔ' }).username).toBe('biscuit');
    expect(registerSchema.parse({ ...registration, username: 'ﬁdo_1' }).username).toBe('fido_1');
    expect(loginSchema.parse({ username: ' ｂｉｓｃｕｉｔ ', password: 'walkies' }).username).toBe('biscuit');
  });

  it.each([
    ['a zero-width space', 'bis\u200Bcuit'],
    ['a zero-width joiner', 'bis\u200Dcuit'],
    ['a right-to-left override', 'admin\u202Etxt.exe'],
    ['a byte-order mark inside', 'bis\uFEFFcuit'],
    ['a soft hyphen', 'bis\u00ADcuit'],
    ['a tab', 'bis\tcuit'],
    ['an escape character', 'bis\u001Bcuit'],
  ])('refuses %s with a message on the username field', (_case, username) => {
    expect(usernameError(registerSchema.safeParse({ ...registration, username }))).toBe(USERNAME_INVISIBLE_MESSAGE);
    expect(usernameError(registerFormSchema.safeParse({ ...registration, username, confirmPassword: registration.password }))).toBe(
      USERNAME_INVISIBLE_MESSAGE,
    );
    expect(usernameError(loginSchema.safeParse({ username, password: 'walkies' }))).toBe(USERNAME_INVISIBLE_MESSAGE);
  });

  it('keeps letters from every script, spaces trimmed', () => {
    expect(registerSchema.parse({ ...registration, username: '  Łukasz_żółw ' }).username).toBe('Łukasz_żółw');
    expect(registerSchema.parse({ ...registration, username: 'ねこ好き' }).username).toBe('ねこ好き');
  });
});
