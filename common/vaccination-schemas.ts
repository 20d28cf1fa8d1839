// Vaccination record payloads (issue 12), shared by the record dialog and the routes, and the
// shapes the API answers with. Which vaccine suits which species is the server's check (it needs
// the pet); the rules here need only the payload and today's date.
import { VACCINE_POLICIES, VACCINE_VERIFICATION_RULES } from './business-settings';
import { z } from 'zod';
import { businessTimeZone, calendarDayOf } from './business-time';
import { PET_TYPE_VALUES } from './pet-schemas';
import { nameText, optionalName } from './text-schemas';
import { timestampSchema } from './wire';
import { VACCINE_CODES, VERIFICATION_STATES } from './vaccine-choices';

export const VACCINE_REQUIRED_MESSAGE = 'Please choose a vaccine';
export const OTHER_NAME_REQUIRED_MESSAGE = "Please name the vaccine when you choose 'Other'";
export const GIVEN_ON_REQUIRED_MESSAGE = 'Date given is required';
export const GIVEN_IN_FUTURE_MESSAGE = 'Date given cannot be in the future';
export const EXPIRES_ON_REQUIRED_MESSAGE = 'Expiry date is required';
export const EXPIRY_BEFORE_GIVEN_MESSAGE = 'Expiry date cannot be before the date given';

const calendarDay = (required: string, label: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .pipe(z.iso.date({ error: `${label} must be a date like 2027-03-05` }));

/** Today in the business's zone (on the web: the browser's). */
export const todayDay = () => calendarDayOf(new Date(), businessTimeZone());

/** POST /api/pets/:petId/vaccinations and PUT /api/vaccinations/:id. The proof has its own upload route. */
export const vaccinationInputSchema = z
  .strictObject({
    vaccine: z.enum(VACCINE_CODES, { error: VACCINE_REQUIRED_MESSAGE }),
    otherName: optionalName('Vaccine name'),
    givenOn: calendarDay(GIVEN_ON_REQUIRED_MESSAGE, 'Date given'),
    expiresOn: calendarDay(EXPIRES_ON_REQUIRED_MESSAGE, 'Expiry date'),
    batchNumber: optionalName('Batch number'),
    clinic: optionalName('Clinic'),
    /** The vet visit it comes from ("Add as vaccination record"). */
    vetRecordId: z
      .number({ error: 'Vet record must be one of your records' })
      .int('Vet record must be one of your records')
      .min(1, 'Vet record must be one of your records')
      .max(2_147_483_647, 'Vet record must be one of your records')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if (input.vaccine === 'other' && !input.otherName) {
      ctx.addIssue({ code: 'custom', path: ['otherName'], message: OTHER_NAME_REQUIRED_MESSAGE });
    }
    if (input.givenOn > todayDay()) ctx.addIssue({ code: 'custom', path: ['givenOn'], message: GIVEN_IN_FUTURE_MESSAGE });
    if (input.expiresOn < input.givenOn) ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: EXPIRY_BEFORE_GIVEN_MESSAGE });
  });
export type VaccinationInput = z.input<typeof vaccinationInputSchema>;
export type ParsedVaccinationInput = z.output<typeof vaccinationInputSchema>;

export const vaccinationSchema = z.object({
  id: z.number(),
  petId: z.number(),
  vaccine: z.enum(VACCINE_CODES),
  otherName: z.string().nullable(),
  givenOn: z.string(),
  expiresOn: z.string(),
  batchNumber: z.string().nullable(),
  clinic: z.string().nullable(),
  proof: z.string().nullable(),
  vetRecordId: z.number().nullable(),
  /** Staff's check of the proof (issue 28): new and edited records are unverified. */
  verification: z.enum(VERIFICATION_STATES),
  /** Why staff rejected it (the owner sees it), or null. */
  verificationReason: z.string().nullable(),
  /** When staff verified or rejected it, or null while unverified. */
  verifiedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Vaccination = z.input<typeof vaccinationSchema>;

export { VERIFICATION_STATES, type VerificationState } from './vaccine-choices';

/** GET /api/admin/vaccinations?status=unverified (staff): the queue, oldest first. */
export const vaccinationQueueQuerySchema = z.strictObject({
  status: z.enum(VERIFICATION_STATES, { error: 'Status must be unverified, verified or rejected' }).default('unverified'),
});

/** A record as the queue shows it: the record, its pet and owner, the proof's kind, who judged it. */
export const vaccinationReviewSchema = vaccinationSchema.extend({
  pet: z.object({ id: z.number(), name: z.string(), petType: z.enum(PET_TYPE_VALUES), breed: z.string() }),
  owner: z.object({ id: z.number(), name: z.string() }),
  /** How the proof is shown: an image inline, a PDF as a link; null without a proof. */
  proofKind: z.enum(['image', 'pdf']).nullable(),
  verifiedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type VaccinationReview = z.input<typeof vaccinationReviewSchema>;

export const REJECT_REASON_MAX_LENGTH = 500;
/** POST /api/admin/vaccinations/:id/reject: the reason the owner reads. */
export const rejectVaccinationSchema = z.strictObject({
  reason: nameText('The reason', {
    max: REJECT_REASON_MAX_LENGTH,
    requiredMessage: 'Please give a reason',
    tooLongMessage: `The reason must be at most ${REJECT_REASON_MAX_LENGTH} characters`,
  }),
});
export type RejectVaccinationInput = z.input<typeof rejectVaccinationSchema>;

export { VACCINE_POLICIES, type VaccinePolicy } from './business-settings';

/** GET /api/pets/:petId/vaccination-status?through=YYYY-MM-DD (default today). */
export const vaccinationStatusQuerySchema = z.strictObject({
  through: z.iso.date({ error: 'Through must be a date like 2027-03-05' }).optional(),
});

const requiredVaccineStatusSchema = z.object({
  vaccine: z.enum(VACCINE_CODES),
  name: z.string(),
  status: z.enum(['up_to_date', 'due_soon', 'overdue', 'missing']),
  expiresOn: z.string().nullable(),
  /** Why this vaccine stops a booking through the day asked about, or null. */
  blocker: z.string().nullable(),
  /** What a booking would be accepted with a warning for (an unverified record under `warn`), or null. */
  warning: z.string().nullable(),
});

export const vaccinationStatusSchema = z.object({
  policy: z.enum(VACCINE_POLICIES),
  verification: z.enum(VACCINE_VERIFICATION_RULES),
  today: z.string(),
  through: z.string(),
  services: z.object({
    boarding: z.array(requiredVaccineStatusSchema),
    daycare: z.array(requiredVaccineStatusSchema),
    training: z.array(requiredVaccineStatusSchema),
  }),
});
export type VaccinationStatusReport = z.input<typeof vaccinationStatusSchema>;

/** What a proof may be: a PDF or a photo, up to 10 MB. The server checks the bytes themselves. */
export const VACCINE_PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const VACCINE_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const PROOF_WRONG_TYPE_MESSAGE = 'Please upload a PDF or a JPEG, PNG or WebP image.';
export const PROOF_TOO_LARGE_MESSAGE = 'Proof files can be at most 10 MB.';
export const PROOF_MISSING_MESSAGE = 'Please choose a file to upload.';

/** Why a chosen file (by its declared type and size) cannot be a proof, or null when it can. */
export function vaccineProofProblem(file: { type: string; size: number }): string | null {
  if (!(VACCINE_PROOF_TYPES as readonly string[]).includes(file.type)) return PROOF_WRONG_TYPE_MESSAGE;
  if (file.size > VACCINE_PROOF_MAX_BYTES) return PROOF_TOO_LARGE_MESSAGE;
  return null;
}

/** GET /api/vaccines-due: which of the caller's own pets have a required vaccine overdue or missing today. */
export const vaccinesDueSchema = z.object({ petIds: z.array(z.number().int()) });
export type VaccinesDue = z.input<typeof vaccinesDueSchema>;
