// The values of every enum-like booking and payment column. The database CHECKs, the zod
// schemas and the screens all take them from here.
export const SERVICE_TYPES = ['boarding', 'daycare', 'training'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * A booking's life: pending until paid, then confirmed; cancelled by its owner; at the front desk
 * (decisions.md 55) checked in on arrival and completed at check-out, or a no-show.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What a stay check records: the arrival, the departure, or that the pet never came. */
export const STAY_CHECK_KINDS = ['check_in', 'check_out', 'no_show'] as const;
export type StayCheckKind = (typeof STAY_CHECK_KINDS)[number];

/**
 * The product (decisions.md 35) stores 'unpaid' by default and the client sends 'pending'; decisions.md 12 adds 'refunded';
 * deposits (issue 31) add 'partially_paid': the deposit (or a part) was paid and a balance is due.
 */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What a booking's payment intent is for (issue 31): the whole price, the deposit at booking, or the balance after it. */
export const PAYMENT_PURPOSES = ['full', 'deposit', 'balance'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** A PaymentIntent's life cycle, the same for Stripe and the built-in sandbox. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
