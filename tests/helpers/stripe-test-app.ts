// A test app paying through Stripe: the real `stripe` SDK pointed at the local stand-in, with a
// webhook secret, and `postEvent` to deliver a signed webhook event the way Stripe does.
import { afterAll } from 'vitest';
import Stripe from 'stripe';
import { startStripeStandIn } from './stripe-stand-in';
import { useTestApp } from './use-test-app';

const WEBHOOK_SECRET = 'whsec_test_pawsconnect';

/** Call once at the top of a test file; `env` adds to Stripe's settings (an SMTP sink, say). */
export async function useStripeTestApp(env: Record<string, string> = {}) {
  const stripe = await startStripeStandIn();
  afterAll(() => stripe.close());
  const t = useTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_pawsconnect',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_pawsconnect',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      ...env,
    },
  });
  // Only for its webhook signing helper; it never calls the API.
  const signer = new Stripe('sk_test_signer');
  let events = 0;
  /** An event about `intent` as Stripe sends it, signed; `options` forge or replay one. */
  const signedEvent = (type: string, intent: object, options: { id?: string; secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${++events}_${Date.now()}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: intent },
    });
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
    return { payload, header };
  };
  /** POST /api/stripe/webhook with a payload and, when given, its signature header. */
  const postWebhook = ({ payload, header }: { payload: string; header?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(header ? { 'stripe-signature': header } : {}) },
      payload,
    });
  /** A signed event about `intent` delivered the way Stripe does; each event has its own id. */
  const postEvent = (type: string, intent: object) => postWebhook(signedEvent(type, intent));
  return { t, stripe, postEvent, signedEvent, postWebhook };
}
