// The answers of the payment routes (POST /api/create-payment-intent, /api/sandbox/confirm and
// /api/sandbox/authenticate), shared by the server's response schemas and the web's calls so the
// two cannot drift (decisions.md 4).
import { z } from 'zod';
import { PAYMENT_PROVIDERS, PAYMENT_PURPOSES } from './booking-choices';

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  amount: z.number(),
  /** What this payment is for (decisions.md 71): the whole price, the deposit, or the balance after it. */
  purpose: z.enum(PAYMENT_PURPOSES).optional(),
  /** Stripe's publishable key, for the Payment Element (decisions.md 4). */
  publishableKey: z.string().optional(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** 'succeeded', 'requires_action' with the 3-D Secure page to visit, or 'failed' with the bank's message. */
export const sandboxConfirmResultSchema = z.object({
  status: z.string(),
  redirectUrl: z.string().optional(),
  error: z.object({ message: z.string() }).optional(),
});
export type SandboxConfirmResult = z.infer<typeof sandboxConfirmResultSchema>;

export const sandboxAuthenticateResultSchema = z.object({ redirectUrl: z.string() });
export type SandboxAuthenticateResult = z.infer<typeof sandboxAuthenticateResultSchema>;
