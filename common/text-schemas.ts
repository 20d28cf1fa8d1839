// Text fields shared by every payload schema, and the one rule for names and titles.
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits';

/** Optional free text: blank becomes null so the database never stores ''. */
export const optionalText = (label: string, max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Names and titles (pets, people, programs, lessons, clinics...) are one line of visible text: no
 * C0 or C1 control character (Unicode Cc: TAB, CR, LF, ESC, DEL, U+0080-U+009F). A lone CR in a pet
 * name started a new line in the calendar file and a new row in a spreadsheet (issue 27, item 6).
 * Free text (notes, descriptions) may keep its line breaks.
 */
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
export const controlCharactersMessage = (label: string) => `${label} cannot contain control characters`;

/** Adds the names-and-titles rule to a string schema (after its trim, so blanks at the ends just go). */
export const withoutControlCharacters = <Schema extends z.ZodString>(schema: Schema, label: string): Schema =>
  schema.regex(WITHOUT_CONTROL_CHARACTERS, controlCharactersMessage(label)) as Schema;

type NameOptions = {
  /** Fewest characters (1). */
  min?: number;
  /** Most characters (decisions.md 28: 100). */
  max?: number;
  /** When missing or too short: `${label} is required`. */
  requiredMessage?: string;
  /** When too long: `${label} must be at most ${max} characters`. */
  tooLongMessage?: string;
};

/** A required name or title: trimmed, min to max characters, no control characters. */
export const nameText = (label: string, options: NameOptions = {}) => {
  const { min = 1, max = MAX_NAME_LENGTH } = options;
  const requiredMessage = options.requiredMessage ?? `${label} is required`;
  return withoutControlCharacters(
    z
      .string({ error: requiredMessage })
      .trim()
      .min(min, requiredMessage)
      .max(max, options.tooLongMessage ?? `${label} must be at most ${max} characters`),
    label,
  );
};

/** An optional name (blank becomes null), at most 100 characters, no control characters. */
export const optionalName = (label: string, max: number = MAX_NAME_LENGTH) =>
  withoutControlCharacters(
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
    label,
  )
    .nullish()
    .transform((value) => (value ? value : null));
