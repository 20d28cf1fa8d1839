// A pet's care instructions (issue 28; decisions.md 54): what staff need to look after the pet
// during a stay. The owner keeps them current; staff and the pet's trainers read them. The shape is
// the fixed API's: GET/PUT /api/pets/:petId/care.
import { z } from 'zod';
import { nameText } from './text-schemas';
import { timestampSchema } from './wire';

export const MAX_MEALS = 10;
export const MAX_MEDICATIONS = 20;
export const MAX_DOSE_TIMES = 12;
export const MAX_PICKUP_PEOPLE = 10;
const MAX_NOTE_LENGTH = 1000;

/** Each short field here is a name (a food, a medication, a person, a clinic): one line, no control characters. */
const text = (label: string) => nameText(label);

/** A time of day on the 24-hour clock, 'HH:MM' ('07:30', '18:00'). */
export const timeOfDaySchema = z
  .string({ error: 'Please enter a time such as 07:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 07:30');

/** Digits with the usual separators, and at least 5 digits ('+1 (555) 010-2030'). */
export const phoneSchema = z
  .string({ error: 'Please enter a valid phone number' })
  .trim()
  .max(30, 'Please enter a valid phone number')
  .regex(/^\+?[\d\s().-]+$/, 'Please enter a valid phone number')
  .refine((value) => value.replace(/\D/g, '').length >= 5, 'Please enter a valid phone number');

export const mealSchema = z.strictObject({
  time: timeOfDaySchema,
  food: text('Food'),
  amount: text('Amount'),
});

export const medicationSchema = z.strictObject({
  name: text('Medication'),
  dose: text('Dose'),
  times: z
    .array(timeOfDaySchema, { error: 'Please give the times of day' })
    .min(1, 'Please give at least one time of day')
    .max(MAX_DOSE_TIMES, `At most ${MAX_DOSE_TIMES} times a day`),
  withFood: z.boolean({ error: 'Say whether it is given with food' }),
  notes: z
    .string()
    .trim()
    .max(MAX_NOTE_LENGTH, `Notes must be at most ${MAX_NOTE_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});

export const careInstructionsSchema = z.strictObject({
  feeding: z.array(mealSchema).max(MAX_MEALS, `At most ${MAX_MEALS} meals a day`),
  medications: z.array(medicationSchema).max(MAX_MEDICATIONS, `At most ${MAX_MEDICATIONS} medications`),
  emergencyContact: z.strictObject({ name: text('Contact name'), phone: phoneSchema }).nullable(),
  vet: z.strictObject({ clinic: text('Clinic'), phone: phoneSchema }).nullable(),
  pickupPeople: z.array(text('Name')).max(MAX_PICKUP_PEOPLE, `At most ${MAX_PICKUP_PEOPLE} people`),
});
export type CareInstructionsInput = z.input<typeof careInstructionsSchema>;
export type CareInstructions = z.output<typeof careInstructionsSchema>;

/**
 * GET and PUT answer the instructions as stored and when they were last changed (null: never
 * given). Plain fields only: an answer is encoded, and an input's clean-up transforms cannot be.
 */
export const careAnswerSchema = z.object({
  feeding: z.array(z.object({ time: z.string(), food: z.string(), amount: z.string() })),
  medications: z.array(
    z.object({ name: z.string(), dose: z.string(), times: z.array(z.string()), withFood: z.boolean(), notes: z.string().nullable() }),
  ),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  vet: z.object({ clinic: z.string(), phone: z.string() }).nullable(),
  pickupPeople: z.array(z.string()),
  updatedAt: timestampSchema.nullable(),
});
export type CareAnswer = z.input<typeof careAnswerSchema>;

export const NO_CARE_INSTRUCTIONS: CareInstructions = {
  feeding: [],
  medications: [],
  emergencyContact: null,
  vet: null,
  pickupPeople: [],
};
