// The front desk's calls (issue 28; decisions.md 55): check a booking in and out, or mark a no-show.
import { z } from 'zod';
import { BOOKING_STATUSES, STAY_CHECK_KINDS } from './booking-choices';
import { optionalText } from './text-schemas';
import { timestampSchema } from './wire';
import { CHECK_IN_CONFIRMATIONS } from './front-desk-words';

export * from './front-desk-words';

const belongings = optionalText('Belongings', 1000);
const note = optionalText('Note', 2000);

/** POST /api/admin/bookings/:id/check-in */
export const checkInSchema = z.strictObject({
  belongings,
  note,
  confirm: z
    .array(z.enum(CHECK_IN_CONFIRMATIONS, { error: 'confirm may hold unpaid and vaccinations' }))
    .max(CHECK_IN_CONFIRMATIONS.length)
    .default([]),
});

/** POST /api/admin/bookings/:id/check-out */
export const checkOutSchema = z.strictObject({ belongings, note });

/** POST /api/admin/bookings/:id/no-show */
export const noShowSchema = z.strictObject({ note }).default({ note: null });

/**
 * The balance charged to the owner's saved card at check-out (decisions.md 74): charged; nothing
 * due; no saved card, the card needs its owner to authenticate, or it was declined (the owner is
 * told, with a link to pay); or the provider is still processing.
 */
export const BALANCE_CHARGE_OUTCOMES = [
  'charged',
  'nothing_due',
  'no_saved_card',
  'needs_authentication',
  'declined',
  'processing',
] as const;
export const balanceChargeSchema = z.object({
  outcome: z.enum(BALANCE_CHARGE_OUTCOMES),
  amountCents: z.number(),
  message: z.string().nullable(),
});
export type BalanceChargeAnswer = z.infer<typeof balanceChargeSchema>;

export const stayCheckAnswerSchema = z.object({
  bookingId: z.number(),
  status: z.enum(BOOKING_STATUSES),
  check: z.object({
    kind: z.enum(STAY_CHECK_KINDS),
    at: timestampSchema,
    byUserId: z.number().nullable(),
    belongings: z.string().nullable(),
    note: z.string().nullable(),
    confirmed: z.array(z.enum(CHECK_IN_CONFIRMATIONS)),
  }),
  /** Check-out only: what charging the balance to the saved card did. */
  balance: balanceChargeSchema.optional(),
});
export type StayCheckAnswer = z.infer<typeof stayCheckAnswerSchema>;
