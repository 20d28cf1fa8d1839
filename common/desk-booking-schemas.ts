// Bookings and refunds at the desk (issue 28; decisions.md 61): staff search every booking, open one
// with its payments, refunds, stay checks, notes and audit trail, cancel it with a full, partial or
// no refund and a reason, and add notes the owner never sees.
import { z } from 'zod';
import { AUDIT_KINDS } from './admin-schemas';
import {
  BOOKING_STATUSES,
  PAYMENT_INTENT_STATUSES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SERVICE_TYPES,
  STAY_CHECK_KINDS,
} from './booking-choices';
import { FEE_KINDS } from './cancellation-policy';
import { CHECK_IN_CONFIRMATIONS } from './front-desk-schemas';
import { MAX_NAME_LENGTH } from './limits';
import { rangeDaySchema } from './range-day-schema';
import { timestampSchema } from './wire';
import { STAFF_CANCEL_REASON_MAX, STAFF_NOTE_MAX } from './desk-booking-words';

export * from './desk-booking-words';

// ---- GET /api/admin/bookings ----

/** The filters (the server adds the list's limit and cursor). `from`/`to`: days in the business zone. */
export const deskBookingFiltersShape = {
  from: rangeDaySchema('From').optional(),
  to: rangeDaySchema('To').optional(),
  service: z.enum(SERVICE_TYPES, { error: `service must be one of ${SERVICE_TYPES.join(', ')}` }).optional(),
  status: z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }).optional(),
  payment: z.enum(PAYMENT_STATUSES, { error: `payment must be one of ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  /** Owner name or username, or pet name; blank means no search. */
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(MAX_NAME_LENGTH, `Search must be at most ${MAX_NAME_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
};

const ownerSchema = z.object({ id: z.number(), name: z.string(), username: z.string() });
const namedSchema = z.object({ id: z.number(), name: z.string() });

export const deskBookingRowSchema = z.object({
  id: z.number(),
  startDate: timestampSchema,
  endDate: timestampSchema,
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalPrice: z.number(),
  owner: ownerSchema,
  pets: z.array(namedSchema),
  trainerName: z.string().nullable(),
});
export type DeskBookingRow = z.input<typeof deskBookingRowSchema>;

// ---- GET /api/admin/bookings/:id ----

export const staffNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  at: timestampSchema,
  author: namedSchema.nullable(),
});
export type StaffNote = z.input<typeof staffNoteSchema>;

export const deskBookingDetailSchema = deskBookingRowSchema.extend({
  /** The owner's own note on the booking. */
  notes: z.string().nullable(),
  createdAt: timestampSchema,
  /** What the provider took and still holds (0 when nothing was paid): the most a refund may give back. */
  amountPaidCents: z.number(),
  /** What is left to pay (decisions.md 71): the total less amountPaidCents; 0 once cancelled. */
  balanceDueCents: z.number(),
  /**
   * Whether staff may charge that balance to the owner's saved card now (decisions.md 74): false for
   * a recurring booking's occurrence, which is paid through its series' checkout (decisions.md 68).
   */
  balanceChargeable: z.boolean(),
  /** Whether staff may cancel it (anything not already cancelled or completed). */
  cancellable: z.boolean(),
  /** What cancelling now under the booking's cancellation policy gives back and keeps (decisions.md 73). */
  cancellationPolicy: z.object({
    refundCents: z.number(),
    feeCents: z.number(),
    /** 'Late cancellation fee (50%)'; null without a fee. */
    feeLabel: z.string().nullable(),
  }),
  /** Fees the booking kept (late cancellation, no-show); `reason` when staff chose the amount. */
  fees: z.array(
    z.object({ kind: z.enum(FEE_KINDS), label: z.string(), amountCents: z.number(), at: timestampSchema, reason: z.string().nullable() }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      status: z.enum(PAYMENT_INTENT_STATUSES),
      /** The whole price, the deposit or the balance (decisions.md 71). */
      purpose: z.enum(PAYMENT_PURPOSES),
      amountCents: z.number(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
      paidAt: timestampSchema.nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      amountCents: z.number(),
      at: timestampSchema,
      /** Staff who refunded it; null when the owner cancelled it themself. */
      by: namedSchema.nullable(),
      reason: z.string().nullable(),
    }),
  ),
  stayChecks: z.array(
    z.object({
      kind: z.enum(STAY_CHECK_KINDS),
      at: timestampSchema,
      by: namedSchema.nullable(),
      belongings: z.string().nullable(),
      note: z.string().nullable(),
      confirmed: z.array(z.enum(CHECK_IN_CONFIRMATIONS)),
    }),
  ),
  /** Newest first. */
  staffNotes: z.array(staffNoteSchema),
  /** The audit log's rows about this booking, newest first. */
  audit: z.array(
    z.object({
      id: z.number(),
      at: timestampSchema,
      kind: z.enum(AUDIT_KINDS),
      summary: z.string(),
      actor: z.object({ id: z.number(), username: z.string() }).nullable(),
    }),
  ),
});
export type DeskBookingDetail = z.input<typeof deskBookingDetailSchema>;

// ---- POST /api/admin/bookings/:id/cancel ----

const refundChoiceError = "refund must be 'policy', 'full', 'none' or {amountCents}";

/**
 * The refund: the cancellation policy's (decisions.md 73; 'policy' or left out), or staff's own
 * choice, which needs a reason and is audited as an override.
 */
export const staffCancelSchema = z
  .strictObject({
    refund: z
      .union(
        [
          z.literal('policy'),
          z.literal('full'),
          z.literal('none'),
          z.strictObject({
            amountCents: z
              .number({ error: 'The refund must be a whole number of cents' })
              // A refine, not .int(): zod reports .int() as a wrong type, which the union would hide behind its own message.
              .refine(Number.isInteger, 'The refund must be a whole number of cents')
              .min(1, 'The refund must be at least 1 cent')
              .max(2_147_483_647, 'The refund is more than was paid'),
          }),
        ],
        { error: refundChoiceError },
      )
      .optional(),
    reason: z
      .string({ error: 'Please give a reason' })
      .trim()
      .max(STAFF_CANCEL_REASON_MAX, `The reason must be at most ${STAFF_CANCEL_REASON_MAX} characters`)
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.refund !== undefined && input.refund !== 'policy' && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please give a reason' });
    }
  });
export type StaffCancelInput = z.input<typeof staffCancelSchema>;
export type RefundChoice = StaffCancelInput['refund'];

// ---- POST /api/admin/bookings/:id/notes ----

export const staffNoteInputSchema = z.strictObject({
  text: z
    .string({ error: 'Please write the note' })
    .trim()
    .min(1, 'Please write the note')
    .max(STAFF_NOTE_MAX, `The note must be at most ${STAFF_NOTE_MAX} characters`),
});
