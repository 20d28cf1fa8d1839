// Names and titles refuse control characters (issue 27, item 6): one rule in text-schemas.ts,
// used by every schema that takes a name or a title, with the field's own label in the message.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registerSchema } from './auth-schemas';
import { careInstructionsSchema } from './care-schemas';
import { profileUpdateSchema } from './account-schemas';
import { settingsUpdateSchema } from './business-settings';
import { notificationInputSchema } from './notification-schemas';
import { petInputSchema, vetRecordInputSchema } from './pet-schemas';
import { programInputSchema } from './program-schemas';
import { nameText, optionalName } from './text-schemas';
import { vaccinationInputSchema } from './vaccination-schemas';

const messageAt = (schema: z.ZodType, value: unknown, path: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

const CONTROL_CHARACTERS = [
  ['a lone CR', '\r'],
  ['a LF', '\n'],
  ['a TAB', '\t'],
  ['an escape', '\u001B'],
  ['DEL', '\u007F'],
  ['a C1 next line', '\u0085'],
  ['a C1 control sequence introducer', '\u009B'],
] as const;

describe('nameText and optionalName', () => {
  it.each(CONTROL_CHARACTERS)('refuse %s inside a name, naming the field', (_case, control) => {
    expect(nameText('Pet name').safeParse(`Rex${control}ATTENDEE:x`).error?.issues[0].message).toBe(
      'Pet name cannot contain control characters',
    );
    expect(optionalName('First name').safeParse(`Ada${control}Lovelace`).error?.issues[0].message).toBe(
      'First name cannot contain control characters',
    );
  });

  it('keep ordinary names (accents, apostrophes, any script) and trim blanks at the ends, line breaks included', () => {
    expect(nameText('Pet name').parse("  D'Artagnan Müller-Łódź ")).toBe("D'Artagnan Müller-Łódź");
    expect(nameText('Pet name').parse('ポチ')).toBe('ポチ');
    expect(nameText('Pet name').parse('Rex\r\n')).toBe('Rex');
    expect(optionalName('First name').parse('')).toBeNull();
    expect(optionalName('First name').parse(undefined)).toBeNull();
  });
});

describe('every name and title', () => {
  const pet = { name: 'Rex', petType: 'dog', breed: 'Beagle' };
  const program = { title: 'Puppy basics', description: 'Ten lessons for a new puppy', difficulty: 'beginner', durationWeeks: 4, price: 0 };
  const module = { id: 'm1', title: 'Week one', duration: 7 };
  const lesson = { id: 'l1', title: 'Sit', completionTime: 10 };

  it.each([
    ['pet name', petInputSchema, { ...pet, name: 'Rex\rATTENDEE:x' }, 'name', 'Pet name'],
    ['breed', petInputSchema, { ...pet, breed: 'Beagle\n' + 'x' }, 'breed', 'Breed'],
    ['temperament', petInputSchema, { ...pet, temperament: 'calm\u0007' }, 'temperament', 'Temperament'],
    ['veterinarian', vetRecordInputSchema, { visitDate: '2024-01-02', veterinarian: 'Dr\rWho' }, 'veterinarian', 'Veterinarian name'],
    [
      'first name at registration',
      registerSchema,
      { username: 'ada_l', password: 'walkies-at-dawn', email: 'a@example.com', firstName: 'A\rB' },
      'firstName',
      'First name',
    ],
    ['last name in the profile', profileUpdateSchema, { lastName: 'L\u0085x' }, 'lastName', 'Last name'],
    ['program title', programInputSchema, { ...program, title: 'Puppy\rbasics' }, 'title', 'Title'],
    [
      'module title',
      programInputSchema,
      { ...program, content: { modules: [{ ...module, title: 'Week\none' }] } },
      'content.modules.0.title',
      'Module title',
    ],
    [
      'lesson title',
      programInputSchema,
      { ...program, content: { modules: [{ ...module, lessons: [{ ...lesson, title: 'S\u001Bit' }] }] } },
      'content.modules.0.lessons.0.title',
      'Lesson title',
    ],
    [
      'vaccination clinic',
      vaccinationInputSchema,
      { vaccine: 'rabies', givenOn: '2024-01-02', expiresOn: '2027-01-02', clinic: 'Vet\rCo' },
      'clinic',
      'Clinic',
    ],
    ['notification title', notificationInputSchema, { title: 'Hi\rthere', message: 'Hello' }, 'title', 'Title'],
    ['business name', settingsUpdateSchema, { version: 1, businessName: 'Paws\rConnect' }, 'businessName', 'The business name'],
    [
      'emergency contact in the care instructions',
      careInstructionsSchema,
      { feeding: [], medications: [], emergencyContact: { name: 'Ann\rBob', phone: '555 0100' }, vet: null, pickupPeople: [] },
      'emergencyContact.name',
      'Contact name',
    ],
  ] as const)('refuses a control character in the %s', (_case, schema, value, path, label) => {
    expect(messageAt(schema as z.ZodType, value, path)).toBe(`${label} cannot contain control characters`);
  });
});
