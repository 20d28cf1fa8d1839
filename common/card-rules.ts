// Card checks for the built-in sandbox card form, shared by the form (live, as a person types)
// and the server. Only the brand and the last four digits ever leave the form's memory.
import { z } from 'zod';
import {
  CARD_NUMBER_MESSAGE,
  CVC_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_MESSAGE,
  cardBrand,
  cvcLength,
  digitsOnly,
  isExpired,
  passesLuhn,
} from './card-checks';

export * from './card-checks';

const cardFields = {
  cardNumber: z
    .string({ error: CARD_NUMBER_MESSAGE })
    .max(40, CARD_NUMBER_MESSAGE)
    .transform(digitsOnly)
    .refine(passesLuhn, CARD_NUMBER_MESSAGE),
  expMonth: z
    .number({ error: EXPIRY_INVALID_MESSAGE })
    .int(EXPIRY_INVALID_MESSAGE)
    .min(1, EXPIRY_INVALID_MESSAGE)
    .max(12, EXPIRY_INVALID_MESSAGE),
  expYear: z
    .number({ error: EXPIRY_INVALID_MESSAGE })
    .int(EXPIRY_INVALID_MESSAGE)
    .min(0, EXPIRY_INVALID_MESSAGE)
    .max(2100, EXPIRY_INVALID_MESSAGE),
  cvc: z.string({ error: CVC_MESSAGE }).regex(/^\d{3,4}$/, CVC_MESSAGE),
};
const CARD_FIELD_MESSAGES = {
  cardNumber: CARD_NUMBER_MESSAGE,
  expMonth: EXPIRY_INVALID_MESSAGE,
  expYear: EXPIRY_INVALID_MESSAGE,
  cvc: CVC_MESSAGE,
};
export const SAVED_CARD_ID_MESSAGE = 'Saved card id must be a whole number';
export const SAVED_OR_NEW_CARD_MESSAGE = 'Pay with a saved card or a new card, not both';

/**
 * POST /api/sandbox/confirm: a new card (its fields, and `saveCard` to keep it once paid), or a
 * saved card (`paymentMethodId`, decisions.md 70). The expiry and CVC rules that need the number or
 * a clock are in `cardProblems`.
 */
export const sandboxConfirmSchema = z
  .strictObject({
    clientSecret: z.string({ error: 'The payment is missing its client secret' }).min(1).max(200),
    cardNumber: cardFields.cardNumber.optional(),
    expMonth: cardFields.expMonth.optional(),
    expYear: cardFields.expYear.optional(),
    cvc: cardFields.cvc.optional(),
    saveCard: z.boolean({ error: 'Save card must be true or false' }).optional(),
    paymentMethodId: z
      .number({ error: SAVED_CARD_ID_MESSAGE })
      .int(SAVED_CARD_ID_MESSAGE)
      .min(1, SAVED_CARD_ID_MESSAGE)
      .max(2_147_483_647)
      .optional(),
  })
  .superRefine((body, context) => {
    const given = (['cardNumber', 'expMonth', 'expYear', 'cvc'] as const).filter((field) => body[field] !== undefined);
    if (body.paymentMethodId !== undefined) {
      if (given.length > 0 || body.saveCard)
        context.addIssue({ code: 'custom', message: SAVED_OR_NEW_CARD_MESSAGE, path: ['paymentMethodId'] });
      return;
    }
    for (const field of ['cardNumber', 'expMonth', 'expYear', 'cvc'] as const) {
      if (body[field] === undefined) context.addIssue({ code: 'custom', message: CARD_FIELD_MESSAGES[field], path: [field] });
    }
  });
export type SandboxConfirmInput = z.output<typeof sandboxConfirmSchema>;
/** A new card as the sandbox's form sends it. */
export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** The new card of a confirm request, or null when it names a saved card (the schema saw to the rest). */
export function newCardOf(input: SandboxConfirmInput): SandboxCard | null {
  const { cardNumber, expMonth, expYear, cvc } = input;
  if (
    input.paymentMethodId !== undefined ||
    cardNumber === undefined ||
    expMonth === undefined ||
    expYear === undefined ||
    cvc === undefined
  )
    return null;
  return { cardNumber, expMonth, expYear, cvc };
}

/** Field problems of a card that the schema alone cannot see: expiry against today, CVC against the brand. */
export function cardProblems(card: SandboxCard, now: Date): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isExpired(card.expMonth, card.expYear, now)) problems.expYear = EXPIRY_MESSAGE;
  if (card.cvc.length !== cvcLength(cardBrand(card.cardNumber))) problems.cvc = CVC_MESSAGE;
  return problems;
}

export const sandboxAuthenticateSchema = z.strictObject({
  clientSecret: z.string({ error: 'The payment is missing its client secret' }).min(1).max(200),
  outcome: z.enum(['approve', 'fail'], { error: 'Outcome must be approve or fail' }),
});

const payableId = (message: string) => z.number({ error: message }).int(message).min(1).max(2_147_483_647);
const BOOKING_ID_MESSAGE = 'Booking id must be a whole number';

/**
 * A booking's own checkout, a recurring booking's one checkout for its unpaid days (decisions.md 68),
 * or a priced program enrolment's (decisions.md 72): exactly one of the three ids.
 */
export const createPaymentIntentSchema = z
  .strictObject({
    bookingId: payableId(BOOKING_ID_MESSAGE).optional(),
    seriesId: payableId('Recurring booking id must be a whole number').optional(),
    /** The owner ticked "Save this card for future payments" (decisions.md 70). */
    saveCard: z.boolean({ error: 'Save card must be true or false' }).optional(),
    /** Pay with this saved card (Stripe: put on the intent for the owner to confirm). */
    paymentMethodId: payableId(SAVED_CARD_ID_MESSAGE).optional(),
    enrollmentId: payableId('Enrolment id must be a whole number').optional(),
  })
  .refine((body) => body.bookingId !== undefined || body.seriesId !== undefined || body.enrollmentId !== undefined, {
    message: BOOKING_ID_MESSAGE,
    path: ['bookingId'],
  })
  .refine((body) => body.bookingId === undefined || body.seriesId === undefined, {
    message: 'Pay for a booking or a recurring booking, not both',
    path: ['seriesId'],
  })
  .refine((body) => body.enrollmentId === undefined || (body.bookingId === undefined && body.seriesId === undefined), {
    message: 'Pay for a program enrolment or a booking, not both',
    path: ['enrollmentId'],
  });
