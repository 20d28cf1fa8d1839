import { describe, expect, it } from 'vitest';
import {
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_INVISIBLE_MESSAGE,
  loginSchema,
  registerFormSchema,
  registerSchema,
  usernameSchema,
} from './auth-schemas';

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

  it.each([
    ['Greek', 'καλημέρα_3'],
    ['Cyrillic', 'собака.2'],
    ['Arabic', 'قطة-1'],
    ['Devanagari (with its vowel signs)', 'कुत्ता'],
    ['Korean (Hangul and Han)', '강아지_犬'],
    ['Japanese (Katakana with its long-vowel mark)', 'ラーメン_1'],
    ['Latin with _ . and -', 'Mary-Jane.O_Brien'],
  ])('keeps a name written in one writing system: %s', (_case, username) => {
    expect(usernameSchema.parse(username)).toBe(username);
  });
});

// Issue 27, item 12: next to `name_x`, each of these registered and looked the same.
describe('look-alike usernames (one writing system; letters, digits and _ . -)', () => {
  it.each([
    ['a Hangul filler U+3164 inside', 'name\u3164_x', USERNAME_INVISIBLE_MESSAGE],
    ['a Hangul filler U+3164 after', 'name_x\u3164', USERNAME_INVISIBLE_MESSAGE],
    ['a Hangul choseong filler U+115F inside', 'name\u115F_x', USERNAME_INVISIBLE_MESSAGE],
    ['a Hangul choseong filler U+115F after', 'name_x\u115F', USERNAME_INVISIBLE_MESSAGE],
    ['a variation selector U+FE0F inside', 'name\uFE0F_x', USERNAME_INVISIBLE_MESSAGE],
    ['a variation selector U+FE0F after', 'name_x\uFE0F', USERNAME_INVISIBLE_MESSAGE],
    ['a combining grapheme joiner U+034F inside', 'name\u034F_x', USERNAME_INVISIBLE_MESSAGE],
    ['a combining grapheme joiner U+034F after', 'name_x\u034F', USERNAME_INVISIBLE_MESSAGE],
    ['a blank Braille pattern U+2800 inside', 'name\u2800_x', USERNAME_CHARACTERS_MESSAGE],
    ['a blank Braille pattern U+2800 after', 'name_x\u2800', USERNAME_CHARACTERS_MESSAGE],
    ['an ideographic space U+3000 inside', 'name\u3000_x', USERNAME_CHARACTERS_MESSAGE],
    ['a Cyrillic о (mixed scripts)', 'n\u043Eme_x', USERNAME_CHARACTERS_MESSAGE],
    ['a Greek omicron (mixed scripts)', 'n\u03BFme_x', USERNAME_CHARACTERS_MESSAGE],
    ['a plain space', 'name x', USERNAME_CHARACTERS_MESSAGE],
    ['a symbol', 'name♥x', USERNAME_CHARACTERS_MESSAGE],
    ['a digit of another script', 'name_\u0967', USERNAME_CHARACTERS_MESSAGE],
    ['Latin beside Han', 'name_犬', USERNAME_CHARACTERS_MESSAGE],
  ])('refuses %s at registration, with the message under the username', (_case, username, message) => {
    expect(usernameError(registerSchema.safeParse({ ...registration, username }))).toBe(message);
    expect(usernameError(registerFormSchema.safeParse({ ...registration, username, confirmPassword: registration.password }))).toBe(
      message,
    );
  });

  it('reads an ideographic space at the end as a plain one, trimmed: the same name, not a new one', () => {
    expect(usernameSchema.parse('name_x\u3000')).toBe('name_x');
  });

  it('signs in with a name registered before the rule (spaces, mixed scripts), but never with invisible characters', () => {
    expect(loginSchema.parse({ username: 'Mary Jane', password: 'walkies' }).username).toBe('Mary Jane');
    expect(loginSchema.parse({ username: 'n\u043Eme_x', password: 'walkies' }).username).toBe('n\u043Eme_x');
    expect(usernameError(loginSchema.safeParse({ username: 'name_x\u3164', password: 'walkies' }))).toBe(USERNAME_INVISIBLE_MESSAGE);
    expect(usernameError(loginSchema.safeParse({ username: 'name\u034F_x', password: 'walkies' }))).toBe(USERNAME_INVISIBLE_MESSAGE);
  });
});
