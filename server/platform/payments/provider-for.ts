// Picks the payment provider for a configuration (decisions.md 4). Apart from provider.ts so the
// providers can import the interface without an import cycle through this choice.
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

/**
 * The provider for this configuration: Stripe when its keys are set, else the sandbox. The Stripe
 * SDK is loaded only then: it is about 20 MB of a server's memory that the sandbox never uses.
 */
export async function paymentProviderFor(config: Pick<Config, 'stripe'>): Promise<PaymentProvider> {
  return config.stripe ? (await import('./stripe-provider')).stripeProvider(config.stripe) : sandboxProvider;
}
