// GET /api/bookings/:id/bill (issue 31, decisions.md 69): one bill per booking, the same figures as
// its receipts. Money is integer cents; the web prints it with formatCents.
import { z } from 'zod';
import { BOOKING_STATUSES, PAYMENT_PURPOSES, SERVICE_TYPES } from './booking-choices';
import { timestampSchema } from './wire';

export const BILL_LINE_KINDS = ['service', 'extra_pet', 'skill', 'adjustment', 'fee', 'cancellation'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

export const billLineSchema = z.object({
  kind: z.enum(BILL_LINE_KINDS),
  label: z.string(),
  /** Negative for a credit (the part of a cancelled booking that is not charged). */
  amountCents: z.number().int(),
  /** When it was charged (fees, skills bought onto the stay); null for the booking's own lines. */
  date: timestampSchema.nullable(),
});

export const billPaymentSchema = z.object({
  label: z.string(),
  amountCents: z.number().int(),
  date: timestampSchema,
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  purpose: z.enum(PAYMENT_PURPOSES),
});

export const billRefundSchema = z.object({
  amountCents: z.number().int(),
  date: timestampSchema,
  reason: z.string().nullable(),
});

export const billDueSchema = z.object({
  label: z.string(),
  amountCents: z.number().int(),
  /** null: due now; else the day it falls due (the end of the stay, at check-out). */
  when: timestampSchema.nullable(),
});

export const billSchema = z.object({
  bookingId: z.number(),
  /** The booking's receipt number, 'PC-000123'. */
  number: z.string(),
  issuedAt: timestampSchema,
  business: z.object({ name: z.string() }),
  owner: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  pets: z.array(z.object({ id: z.number(), name: z.string() })),
  serviceType: z.enum(SERVICE_TYPES),
  /** 'Boarding stay', 'Daycare', 'Training session'. */
  service: z.string(),
  status: z.enum(BOOKING_STATUSES),
  period: z.object({ startDate: timestampSchema, endDate: timestampSchema, days: z.number().int() }),
  lines: z.array(billLineSchema),
  /** What the additional pets' discount took off (already inside their lines). */
  discountCents: z.number().int(),
  /** The lines added up: the total charges. */
  subtotalCents: z.number().int(),
  payments: z.array(billPaymentSchema),
  paidCents: z.number().int(),
  refunds: z.array(billRefundSchema),
  refundedCents: z.number().int(),
  /** subtotal - payments + refunds: positive is owed by the owner. */
  balanceCents: z.number().int(),
  due: z.array(billDueSchema),
});
/** A bill as the web receives it (timestamps as ISO strings). */
export type Bill = z.input<typeof billSchema>;
