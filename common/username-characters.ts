// Which characters a new username may hold (issue 27, item 12): letters and digits of one writing
// system, plus _ . and -. Two names that look the same must not both be registrable, and the
// probe registered, next to `name_x`, look-alikes made with Hangul fillers, a blank Braille
// pattern, variation selectors, a combining grapheme joiner, an ideographic space and a Cyrillic
// `о`. This is the "restricted" approach of Unicode TR39 (section 5.2): a name keeps to one script,
// chosen from the scripts Unicode recommends for identifiers (UAX 31, table 5), where Japanese
// (Han, Hiragana, Katakana), Korean (Han, Hangul) and Chinese with Bopomofo count as one writing
// system, as TR39 says. ASCII digits and _ . - go with any of them.
//
// What it does not catch: a name written wholly in another script that happens to look like a
// Latin one (Cyrillic `сор` beside Latin `cop`), and look-alikes within a script (`rn`, `m`);
// TR39's confusable skeletons would, at the cost of a data table.

/** UAX 31 table 5, "Recommended Scripts", as ECMAScript names them. */
const RECOMMENDED_SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Khmer',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;

/** TR39's combined writing systems: Japanese, Korean, and Han with Bopomofo. */
const COMBINED_SCRIPTS = [
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
] as const;

/**
 * A whole name of one writing system: each character is _ . - or an ASCII digit, or a letter, mark
 * or digit whose Script_Extensions include one of `scripts` (Script_Extensions, so the Japanese
 * long-vowel mark ー counts as Hiragana and Katakana; a mark of no script of its own, such as the
 * combining grapheme joiner or a variation selector, belongs to none).
 */
const oneWritingSystem = (scripts: readonly string[]) =>
  new RegExp(`^(?:[0-9_.\\-]|(?=[\\p{L}\\p{M}\\p{Nd}])[${scripts.map((script) => `\\p{Script_Extensions=${script}}`).join('')}])*$`, 'u');

const WRITING_SYSTEMS = [...RECOMMENDED_SCRIPTS.map((script) => oneWritingSystem([script])), ...COMBINED_SCRIPTS.map(oneWritingSystem)];

export const USERNAME_CHARACTERS_MESSAGE = 'Username may use letters and digits of one alphabet, and _ . -';

/** Whether the (NFKC-normalised) name keeps to one writing system and _ . - */
export function usesOneWritingSystem(username: string): boolean {
  return WRITING_SYSTEMS.some((pattern) => pattern.test(username));
}
