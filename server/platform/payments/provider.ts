// One interface for whoever takes the card payment (decisions.md 4): Stripe when its keys are
// set, otherwise the built-in sandbox. A provider keeps the PaymentIntent life cycle; the booking
// code (domain/bookings/booking-payments.ts) never decides on its own that money arrived. Types only:
// the providers implement it and provider-for.ts picks one, so nothing here imports a provider.
import type { PaymentIntentStatus, PaymentProvider as ProviderName } from '../../../common/booking-choices';
import type { Tx } from '../../db/client';

export type ProviderIntent = { id: string; clientSecret: string; status: PaymentIntentStatus };
export type IntentRequest =
  | { bookingId: number; amount: number }
  | { seriesId: number; amount: number }
  /** A priced program enrolment's one intent (issue 31). */
  | { enrollmentId: number; amount: number };
export type IntentState = { status: PaymentIntentStatus; cardBrand: string | null; cardLast4: string | null };

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
}
