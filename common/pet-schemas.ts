// Pet and vet-record payloads with SPEC section 5's messages, shared by the forms and the routes.
import { z } from 'zod';
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits';
import { timestampSchema } from './wire';

export const PET_TYPE_VALUES = ['dog', 'cat', 'small_animal'] as const;
export type PetType = (typeof PET_TYPE_VALUES)[number];

/** Optional free text: blank becomes null so the database never stores ''. */
export const optionalText = (label: string, max: number = MAX_TEXT_LENGTH) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const petInputSchema = z.strictObject({
  name: z
    .string({ error: 'Pet name is required' })
    .trim()
    .min(1, 'Pet name is required')
    .max(MAX_NAME_LENGTH, `Pet name must be at most ${MAX_NAME_LENGTH} characters`),
  petType: z.enum(PET_TYPE_VALUES, { error: 'Pet type is required' }),
  breed: z
    .string({ error: 'Breed is required' })
    .trim()
    .min(1, 'Breed is required')
    .max(MAX_NAME_LENGTH, `Breed must be at most ${MAX_NAME_LENGTH} characters`),
  // The form sends '' for "not given"; anything else must be a whole number of years.
  age: z
    .union([z.literal(''), z.null(), z.coerce.number({ error: 'Age must be a number' })])
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? null : value))
    .pipe(
      z
        .number()
        .int('Age must be a whole number of years')
        .min(0, 'Age cannot be negative')
        .max(100, 'Age must be at most 100 years')
        .nullable(),
    ),
  size: optionalText('Size', MAX_NAME_LENGTH),
  temperament: optionalText('Temperament', MAX_NAME_LENGTH),
  dietaryNeeds: optionalText('Dietary needs'),
  medicalConditions: optionalText('Medical conditions'),
  vaccinationStatus: optionalText('Vaccination status'),
  // Set by the photo upload route; a client may also send back the value it read.
  profilePhoto: optionalText('Profile photo', 500),
});
export type PetInput = z.input<typeof petInputSchema>;

export const petSchema = z.object({
  id: z.number(),
  ownerId: z.number(),
  name: z.string(),
  petType: z.enum(PET_TYPE_VALUES),
  breed: z.string(),
  age: z.number().nullable(),
  size: z.string().nullable(),
  temperament: z.string().nullable(),
  dietaryNeeds: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  vaccinationStatus: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  createdAt: timestampSchema,
});
/** A pet on the wire (ISO dates). */
export type Pet = z.input<typeof petSchema>;

const calendarDate = (message: string) =>
  z.iso.date({ error: message });

const optionalCalendarDate = (label: string) =>
  z
    .union([z.literal(''), z.null(), calendarDate(`${label} must be a date like 2024-03-05`)])
    .optional()
    .transform((value) => (value ? value : null));

/**
 * A vet record as the form sends it. SPEC's client also sends duplicated fields
 * (date = visitDate, vetName = veterinarian, nextAppointmentDate = followUpDate, recordType);
 * they are accepted and the first-named copy (visitDate, veterinarian, followUpDate) wins.
 */
export const vetRecordInputSchema = z
  .strictObject({
    visitDate: z.string({ error: 'Visit date is required' }).min(1, 'Visit date is required').pipe(calendarDate('Visit date must be a date like 2024-03-05')).optional(),
    date: z.string().optional(),
    veterinarian: z
      .string({ error: 'Veterinarian name is required' })
      .trim()
      .min(1, 'Veterinarian name is required')
      .max(MAX_NAME_LENGTH, `Veterinarian name must be at most ${MAX_NAME_LENGTH} characters`)
      .optional(),
    vetName: z.string().optional(),
    recordType: z.string().max(MAX_NAME_LENGTH).optional(),
    clinicName: optionalText('Clinic name', MAX_NAME_LENGTH),
    diagnosis: optionalText('Diagnosis'),
    treatment: optionalText('Treatment'),
    medications: optionalText('Medications'),
    labResults: optionalText('Lab results'),
    vaccinations: optionalText('Vaccinations'),
    notes: optionalText('Additional notes'),
    followUpDate: optionalCalendarDate('Follow-up date'),
    nextAppointmentDate: z.string().nullish(),
    attachments: z.array(z.string().max(500)).max(200).nullish(),
    documents: z.array(z.string().max(500)).max(200).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!value.visitDate && !value.date) ctx.addIssue({ code: 'custom', path: ['visitDate'], message: 'Visit date is required' });
    if (!value.veterinarian && !value.vetName?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['veterinarian'], message: 'Veterinarian name is required' });
    }
  });
export type VetRecordInput = z.input<typeof vetRecordInputSchema>;

export const vetRecordSchema = z.object({
  id: z.number(),
  petId: z.number(),
  date: z.string(),
  visitDate: z.string().nullable(),
  vetName: z.string().nullable(),
  veterinarian: z.string().nullable(),
  recordType: z.string().nullable(),
  clinicName: z.string().nullable(),
  diagnosis: z.string().nullable(),
  treatment: z.string().nullable(),
  medications: z.string().nullable(),
  labResults: z.string().nullable(),
  vaccinations: z.string().nullable(),
  notes: z.string().nullable(),
  followUpDate: z.string().nullable(),
  nextAppointmentDate: z.string().nullable(),
  attachments: z.array(z.string()).nullable(),
  documents: z.array(z.string()).nullable(),
  createdAt: timestampSchema,
});
/** A vet record on the wire. */
export type VetRecord = z.input<typeof vetRecordSchema>;
