// One interface for whoever takes the card payment (DESIGN decision 4): Stripe when its keys are
// set, otherwise the built-in sandbox. A provider keeps the PaymentIntent life cycle; the booking
// code (booking-payments.ts) never decides on its own that money arrived.
import type { PaymentIntentStatus, PaymentProvider as ProviderName } from '../../../common/booking-choices';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { sandboxProvider } from './sandbox-provider';

export type ProviderIntent = { id: string; clientSecret: string; status: PaymentIntentStatus };
export type IntentState = { status: PaymentIntentStatus; cardBrand: string | null; cardLast4: string | null };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Makes the booking's one intent for `amount` cents (the caller stores the row). */
  createIntent(request: { bookingId: number; amount: number }): Promise<ProviderIntent>;
  /** Changes an unpaid intent's amount (the booking's total changed before payment). */
  updateAmount(tx: Tx, intentId: string, amount: number): Promise<void>;
  /** What the provider says about the intent now. */
  retrieve(tx: Tx, intentId: string): Promise<IntentState>;
  cancel(tx: Tx, intentId: string): Promise<void>;
  /** Refunds `amount` cents of a succeeded intent; returns the provider's refund id. */
  refund(tx: Tx, intentId: string, amount: number): Promise<string>;
}

/**
 * The provider for this configuration: Stripe when its keys are set, else the sandbox. The Stripe
 * SDK is loaded only then: it is about 20 MB of a server's memory that the sandbox never uses.
 */
export async function paymentProviderFor(config: Pick<Config, 'stripe'>): Promise<PaymentProvider> {
  return config.stripe ? (await import('./stripe-provider')).stripeProvider(config.stripe) : sandboxProvider;
}
