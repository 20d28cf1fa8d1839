// Booking payloads (decisions.md 37) and the booking as the API returns it. The rules that need a
// clock or the database (future dates, slots, capacity, ownership) are the server's; these
// schemas check shape and types, with decisions.md 35's words where it has them.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { rangeDaySchema } from './range-day-schema';
import { BOOKING_STATUSES, PAYMENT_PURPOSES, PAYMENT_STATUSES, SERVICE_TYPES } from './booking-choices';
import { FEE_KINDS } from './cancellation-policy';
import { MAX_LIST_ITEMS } from './limits';
import { bookingSkillSchema } from './skill-schemas';
import { optionalText } from './text-schemas';
import { timestampSchema } from './wire';

const petIdSchema = bodyIdSchema;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

/**
 * POST /api/bookings. `totalPrice`, `numPets`, `status` and `paymentStatus` are accepted because
 * The product's client (decisions.md 31) sends them, and ignored: the server prices the booking, counts its pets and
 * starts it pending. Any other field is refused.
 */
export const bookingInputSchema = z.strictObject({
  petId: petIdSchema('Please select a pet for this booking'),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type must be boarding, daycare or training' }).default('boarding'),
  startDate: instant('Please select a date for your booking'),
  endDate: instant('Pickup must be a date and time').nullish(),
  additionalPetIds: z
    .array(petIdSchema('Additional pets must be your pets'), { error: 'Additional pets must be a list of pets' })
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} additional pets`)
    .nullish()
    .transform((ids) => ids ?? []),
  /** Training only (issue 30): the trainer asked for; absent or null, any trainer free then. */
  trainerId: bodyIdSchema('Trainer must be one of our trainers').nullish(),
  notes: optionalText('Notes'),
  totalPrice: z.unknown().optional(),
  numPets: z.unknown().optional(),
  status: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
});
export type BookingInput = z.output<typeof bookingInputSchema>;
export type BookingRequest = z.input<typeof bookingInputSchema>;

/** PATCH /api/bookings/:id: cancel, or confirm a payment the provider has taken. */
export const bookingChangeSchema = z
  .strictObject({
    status: z.enum(BOOKING_STATUSES, { error: 'Status must be pending, confirmed, cancelled or completed' }).optional(),
    paymentStatus: z
      .enum(PAYMENT_STATUSES, { error: 'Payment status must be unpaid, pending, partially_paid, paid or refunded' })
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.paymentStatus !== undefined, {
    message: 'Send a status or a payment status to change',
  });
export type BookingChange = z.output<typeof bookingChangeSchema>;

/** GET /api/bookings/availability: what the dialog must show as unavailable. */
export const availabilityQuerySchema = z.strictObject({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type must be boarding, daycare or training' }),
  from: rangeDaySchema('From'),
  to: rangeDaySchema('To'),
});

/** A day (boarding night or daycare day) with few places left (decisions.md 66). */
const nearlyFullDaySchema = z.object({ day: z.string(), placesLeft: z.number() });

/** A trainer free at a slot, with the public profile owners choose by (decisions.md 66). */
export const availableTrainerSchema = z.object({
  id: z.number(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  bio: z.string().nullable(),
});
export type AvailableTrainer = z.input<typeof availableTrainerSchema>;

export const availabilitySchema = z.object({
  timeZone: z.string(),
  boardingCapacity: z.number(),
  /** Boarding: nights with no place left, and nights with few (decisions.md 66). */
  fullNights: z.array(z.string()),
  nearlyFullNights: z.array(nearlyFullDaySchema),
  /** Daycare: days with no place left, and days with few, counted apart from boarding. */
  fullDaycareDays: z.array(z.string()),
  nearlyFullDaycareDays: z.array(nearlyFullDaySchema),
  unavailableTrainingSlots: z.array(timestampSchema),
  /** Training: every slot of the range with the trainers who work then and are free (issue 30's fixed API). */
  trainingSlots: z.array(z.object({ start: timestampSchema, trainers: z.array(availableTrainerSchema) })),
});
export type Availability = z.input<typeof availabilitySchema>;

export const priceLineSchema = z.object({ label: z.string(), amountCents: z.number() });

/**
 * Whether the owner may cancel now and the money (decisions.md 12, 73): the booking's `cancellation`
 * and GET /api/bookings/:id/cancellation, the dialog's exact refund and fee.
 */
export const cancellationTermsSchema = z.object({
  allowed: z.boolean(),
  refundAmount: z.number(),
  /** The late-cancellation fee kept (0 when none applies). */
  feeAmount: z.number(),
  feeKind: z.enum(FEE_KINDS).nullable(),
  /** 'Late cancellation fee (50%)'; null without a fee. */
  feeLabel: z.string().nullable(),
  reason: z.string().nullable(),
  /** Training skills already taught on a paid stay: their price is left out of refundAmount (decisions.md 59). */
  keptSkills: z.array(z.object({ name: z.string(), petName: z.string(), amountCents: z.number() })).optional(),
});
export type CancellationPreview = z.input<typeof cancellationTermsSchema>;

export const bookingSchema = z.object({
  id: z.number(),
  petId: z.number(),
  ownerId: z.number(),
  trainerId: z.number().nullable(),
  programId: z.number().nullable(),
  startDate: timestampSchema,
  endDate: timestampSchema,
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  notes: z.string().nullable(),
  totalPrice: z.number(),
  serviceType: z.enum(SERVICE_TYPES),
  numPets: z.number(),
  additionalPetIds: z.array(z.number()),
  stripePaymentIntentId: z.string().nullable(),
  /** The recurring booking it is an occurrence of (decisions.md 68). */
  seriesId: z.number().nullable().optional(),
  /** VACCINE_POLICY=warn: the vaccines that did not cover the booking when it was made. */
  vaccinationWarnings: z.array(z.string()).nullable(),
  createdAt: timestampSchema,
  petName: z.string(),
  additionalPetNames: z.array(z.string()),
  /** The stay's price lines, then one line per training skill added at checkout (they sum to totalPrice). */
  priceLines: z.array(priceLineSchema),
  /** Training skills bought onto this booking (issue 10), with the price each added. */
  addedSkills: z.array(bookingSkillSchema),
  cancellation: cancellationTermsSchema,
  payment: z
    .object({
      provider: z.string(),
      status: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      paidAt: timestampSchema.nullable(),
      refundedAt: timestampSchema.nullable(),
      refundAmount: z.number().nullable(),
    })
    .nullable(),
  /** The deposit it takes at booking (0: none, it is paid in full; decisions.md 71). */
  depositCents: z.number(),
  /** What was paid and not refunded. */
  amountPaidCents: z.number(),
  /** What is left to pay: the total less what was paid (0 once cancelled). */
  balanceDueCents: z.number(),
});
/** A booking as the web receives it (timestamps as ISO strings). */
export type Booking = z.input<typeof bookingSchema>;

/** GET /api/bookings/:id/receipt: the itemised receipt of a paid or refunded booking. */
export const receiptSchema = z.object({
  bookingId: z.number(),
  number: z.string(),
  issuedAt: timestampSchema,
  serviceType: z.enum(SERVICE_TYPES),
  petNames: z.array(z.string()),
  startDate: timestampSchema,
  endDate: timestampSchema,
  days: z.number(),
  /** The stay's lines, then one per training skill added to the booking. */
  lines: z.array(priceLineSchema),
  addedSkills: z.array(bookingSkillSchema),
  discountCents: z.number(),
  totalCents: z.number(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  paidAt: timestampSchema.nullable(),
  refund: z.object({ amountCents: z.number(), refundedAt: timestampSchema }).nullable(),
  /** Each payment taken, oldest first (decisions.md 71): the whole price, or the deposit and the balance. */
  payments: z.array(z.object({ purpose: z.enum(PAYMENT_PURPOSES), amountCents: z.number(), paidAt: timestampSchema.nullable() })),
  /** What was paid and not refunded. */
  paidCents: z.number(),
  /** What is left to pay (0 when paid in full or cancelled). */
  balanceDueCents: z.number(),
  /** Fees the cancellation policy kept (decisions.md 73): 'Late cancellation fee (50%)'. */
  fees: z.array(z.object({ kind: z.enum(FEE_KINDS), label: z.string(), amountCents: z.number(), at: timestampSchema })),
});
export type Receipt = z.input<typeof receiptSchema>;
