// Pet and vet-record payloads with decisions.md 35's messages, shared by the forms and the routes.
import { z } from 'zod';
import { businessTimeZone, calendarDayOf } from './business-time';
import { MAX_LIST_ITEMS } from './limits';
import { nameText, optionalName, optionalText } from './text-schemas';
import { timestampSchema } from './wire';

import { PET_TYPE_VALUES } from './pet-choices';

export { PET_TYPE_VALUES, type PetType } from './pet-choices';

// The form sends a number, or '' (or blanks) for "not given"; digits as text are accepted too.
// Anything else must be a whole number of years: no ' 0x10 ', '1e2', '+5' or '1.0' (Number()
// would take them), and no true or [] (z.coerce would).
const ageSchema = z
  .union([z.number(), z.string(), z.null()], { error: 'Age must be a number' })
  .optional()
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value ?? null;
    if (value.trim() === '') return null;
    if (/^\d+$/.test(value)) return Number(value);
    const looksNumeric = !Number.isNaN(Number(value));
    ctx.addIssue({ code: 'custom', message: looksNumeric ? 'Age must be a whole number of years' : 'Age must be a number' });
    return z.NEVER;
  })
  .pipe(
    z
      .number()
      .int('Age must be a whole number of years')
      .min(0, 'Age cannot be negative')
      .max(100, 'Age must be at most 100 years')
      .nullable(),
  );

const MAX_PHOTO_ADDRESS_LENGTH = 500;

/**
 * The photo is set by the upload route (POST /api/pets/:petId/photo). A client may send back the
 * address it read or null/'' to remove the photo; the server refuses any other address (web
 * addresses included: a tracking pixel for whoever views the pet). Left out, the photo stays as
 * it is (undefined), so an edit form without a photo field never drops it.
 */
const profilePhotoSchema = z
  .string({ error: 'Profile photo must be text' })
  .trim()
  .max(MAX_PHOTO_ADDRESS_LENGTH, `Profile photo must be at most ${MAX_PHOTO_ADDRESS_LENGTH} characters`)
  .refine((value) => value === '' || /^\/uploads\/\S+$/.test(value), {
    message: 'Profile photo must be a photo uploaded to PawsConnect',
  })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const petInputSchema = z.strictObject({
  name: nameText('Pet name'),
  petType: z.enum(PET_TYPE_VALUES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Pet type is required' : 'Pet type must be dog, cat or small_animal',
  }),
  breed: nameText('Breed'),
  age: ageSchema,
  size: optionalName('Size'),
  temperament: optionalName('Temperament'),
  dietaryNeeds: optionalText('Dietary needs'),
  medicalConditions: optionalText('Medical conditions'),
  vaccinationStatus: optionalText('Vaccination status'),
  profilePhoto: profilePhotoSchema,
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

// Calendar dates travel as 'YYYY-MM-DD'. The year range keeps typos like 0024 out of the
// database (PostgreSQL refuses year 0, which would otherwise be a 500).
const MIN_RECORD_YEAR = 1900;
const MAX_RECORD_YEAR = 2200;

/** An optional calendar date: '', null or absent mean "not given" (null). */
const optionalCalendarDate = (label: string) => {
  const message = `${label} must be a date like 2024-03-05`;
  return z
    .union([z.literal(''), z.null(), z.iso.date({ error: message })], { error: message })
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => {
      if (value === null) return true;
      const year = Number(value.slice(0, 4));
      return year >= MIN_RECORD_YEAR && year <= MAX_RECORD_YEAR;
    }, message);
};

export const DEFAULT_VET_RECORD_TYPE = 'Medical Visit';

/** File addresses attached to a record; blank or absent is none (null). */
const attachmentList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of addresses` })
        .trim()
        .max(500, `${label} entries must be at most 500 characters`),
      { error: `${label} must be a list of addresses` },
    )
    .max(MAX_LIST_ITEMS, `${label} can hold at most ${MAX_LIST_ITEMS} items`)
    .nullish()
    .transform((value) => (value && value.length > 0 ? value : null));

/**
 * A vet record as the form sends it. The product's client (decisions.md 37) also sends duplicated fields
 * (date = visitDate, vetName = veterinarian, nextAppointmentDate = followUpDate, recordType);
 * they are accepted and the first-named copy (visitDate, veterinarian, followUpDate) wins.
 * Use `vetRecordFields` for the stored values.
 */
export const vetRecordInputSchema = z
  .strictObject({
    visitDate: optionalCalendarDate('Visit date'),
    date: optionalCalendarDate('Date'),
    veterinarian: optionalName('Veterinarian name'),
    vetName: optionalName('Veterinarian name'),
    recordType: optionalName('Record type'),
    clinicName: optionalName('Clinic name'),
    diagnosis: optionalText('Diagnosis'),
    treatment: optionalText('Treatment'),
    medications: optionalText('Medications'),
    labResults: optionalText('Lab results'),
    vaccinations: optionalText('Vaccinations'),
    notes: optionalText('Additional notes'),
    followUpDate: optionalCalendarDate('Follow-up date'),
    nextAppointmentDate: optionalCalendarDate('Next appointment date'),
    attachments: attachmentList('Attachments'),
    documents: attachmentList('Documents'),
  })
  .superRefine((value, ctx) => {
    if (!value.visitDate && !value.date) {
      ctx.addIssue({ code: 'custom', path: ['visitDate'], message: 'Visit date is required' });
    }
    if (!value.veterinarian && !value.vetName) {
      ctx.addIssue({ code: 'custom', path: ['veterinarian'], message: 'Veterinarian name is required' });
    }
    // A record is of a visit that happened; the visit to come is its follow-up. (Zod runs this
    // even when a date was refused above: only well-formed days are compared.)
    const day = (text: unknown) => (typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null);
    const visit = day(value.visitDate ?? value.date);
    const followUp = day(value.followUpDate ?? value.nextAppointmentDate);
    if (visit && visit > calendarDayOf(new Date(), businessTimeZone())) {
      ctx.addIssue({ code: 'custom', path: ['visitDate'], message: VISIT_IN_FUTURE_MESSAGE });
    }
    if (visit && followUp && followUp < visit) {
      ctx.addIssue({ code: 'custom', path: ['followUpDate'], message: FOLLOW_UP_BEFORE_VISIT_MESSAGE });
    }
  });
export const VISIT_IN_FUTURE_MESSAGE = 'Visit date cannot be in the future';
export const FOLLOW_UP_BEFORE_VISIT_MESSAGE = 'Follow-up date cannot be before the visit date';
export type VetRecordInput = z.input<typeof vetRecordInputSchema>;
export type ParsedVetRecordInput = z.output<typeof vetRecordInputSchema>;

/**
 * The stored columns for a parsed vet record: each duplicated pair holds one value, the
 * first-named copy winning, and recordType defaults to the product's (decisions.md 35) 'Medical Visit'.
 */
export function vetRecordFields(input: ParsedVetRecordInput) {
  const visitDate = (input.visitDate ?? input.date) as string;
  const veterinarian = (input.veterinarian ?? input.vetName) as string;
  const followUpDate = input.followUpDate ?? input.nextAppointmentDate;
  return {
    visitDate,
    date: visitDate,
    veterinarian,
    vetName: veterinarian,
    followUpDate,
    nextAppointmentDate: followUpDate,
    recordType: input.recordType ?? DEFAULT_VET_RECORD_TYPE,
    clinicName: input.clinicName,
    diagnosis: input.diagnosis,
    treatment: input.treatment,
    medications: input.medications,
    labResults: input.labResults,
    vaccinations: input.vaccinations,
    notes: input.notes,
    attachments: input.attachments,
    documents: input.documents,
  };
}

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
