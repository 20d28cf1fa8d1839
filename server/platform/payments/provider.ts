// One interface for whoever takes the card payment (decisions.md 4): Stripe when its keys are
// set, otherwise the built-in sandbox. A provider keeps the PaymentIntent life cycle; the booking
// code (domain/bookings/booking-payments.ts) never decides on its own that money arrived. Types only:
// the providers implement it and provider-for.ts picks one, so nothing here imports a provider.
import type { PaymentIntentStatus, PaymentProvider as ProviderName, PaymentPurpose } from '../../../common/booking-choices';
import type { Tx } from '../../db/client';

export type ProviderIntent = { id: string; clientSecret: string; status: PaymentIntentStatus };
/**
 * An intent to make. A booking's intent names what it pays (decisions.md 71) and how many intents
 * the booking had before it (`attempt`), so a deposit and a balance of the same amount stay two
 * intents. `customerId` with `saveCard` asks the provider to keep the card that pays it for later
 * (Stripe's `setup_future_usage: 'off_session'`; decisions.md 70).
 */
export type IntentRequest = (
  | { bookingId: number; amount: number; purpose?: PaymentPurpose; attempt?: number }
  | { seriesId: number; amount: number }
  /** A priced program enrolment's one intent (issue 31). */
  | { enrollmentId: number; amount: number }
) & {
  customerId?: string;
  saveCard?: boolean;
};
export type IntentState = { status: PaymentIntentStatus; cardBrand: string | null; cardLast4: string | null };

/** A payment method the provider keeps for a customer: only what the owner needs to recognise it. */
export type ProviderCard = { providerMethodId: string; brand: string; last4: string; expMonth: number; expYear: number };

/** An off-session charge of a saved card (the owner is not there; decisions.md 70). */
export type OffSessionRequest = {
  bookingId: number;
  purpose: 'balance' | 'fee';
  amount: number;
  customerId: string;
  providerMethodId: string;
  /** The same key never charges twice: a repeat gets the first answer. */
  idempotencyKey: string;
};

/**
 * What an off-session charge did: 'succeeded'; 'requires_action' (the card needs the owner to
 * authenticate: confirm this intent on-session); 'failed' with the bank's message; or 'processing'.
 * The caller records the intent in payment_intents.
 */
export type OffSessionResult = {
  id: string;
  clientSecret: string;
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing';
  declineMessage?: string;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /**
   * Makes the booking's one intent, or a series' one checkout (decisions.md 68), for `amount` cents
   * (the caller stores the row).
   */
  createIntent(request: IntentRequest): Promise<ProviderIntent>;
  /** Changes an unpaid intent's amount (the booking's total changed before payment). */
  updateAmount(tx: Tx, intentId: string, amount: number): Promise<void>;
  /** What the provider says about the intent now. */
  retrieve(tx: Tx, intentId: string): Promise<IntentState>;
  cancel(tx: Tx, intentId: string): Promise<void>;
  /**
   * Refunds `amount` cents of a succeeded intent; returns the provider's refund id. `part` names the
   * share refunded when one intent pays several bookings (a series' occurrence), so two refunds of
   * the same amount stay two.
   */
  refund(tx: Tx, intentId: string, amount: number, part?: string): Promise<string>;
  /** The user's customer at the provider, made once (payment_customers keeps its id). */
  ensureCustomer(tx: Tx, user: { id: number; email: string; name: string }): Promise<string>;
  /**
   * Asks (or stops asking) the provider to keep the card that pays this unpaid intent for the
   * customer (Stripe: `customer` and `setup_future_usage` on the intent).
   */
  setSaveCard(tx: Tx, intentId: string, request: { customerId: string; save: boolean }): Promise<void>;
  /** Puts a saved card on an unpaid intent, for the owner to confirm on-session. */
  useSavedCard(tx: Tx, intentId: string, request: { customerId: string; providerMethodId: string }): Promise<void>;
  /** The card that paid a succeeded intent, as the provider keeps it; null when none was kept. */
  savedCardOf(tx: Tx, intentId: string): Promise<ProviderCard | null>;
  /** Forgets a saved card at the provider (Stripe: detach it from its customer). */
  detachCard(tx: Tx, providerMethodId: string): Promise<void>;
  /** Charges a saved card with the owner absent (decisions.md 70). */
  chargeOffSession(tx: Tx, request: OffSessionRequest): Promise<OffSessionResult>;
}
