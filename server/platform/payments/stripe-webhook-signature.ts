// Checking a Stripe webhook's signature. The SDK's constructEvent refuses a signature older than
// its tolerance (5 minutes) but accepts one dated any time ahead, so a signed request made for the
// future (a leaked secret, a clock far off) would stay replayable until then (issue 27, item 13).
// Here a timestamp more than the same tolerance ahead of our clock is refused too.
import type Stripe from 'stripe';

/** Stripe's default: how far a signature's time may be from ours, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header as the SDK reads it (the last one wins), or null. */
export function signatureTimestamp(header: string): number | null {
  let timestamp: number | null = null;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp !== null && Number.isFinite(timestamp) ? timestamp : null;
}

/** The verified event, or throws (bad signature, too old, too far ahead). */
export function verifyStripeWebhook(
  stripe: Stripe,
  options: { payload: Buffer; header: string; secret: string; nowMs?: number },
): Stripe.Event {
  const nowMs = options.nowMs ?? Date.now();
  const event = stripe.webhooks.constructEvent(
    options.payload,
    options.header,
    options.secret,
    WEBHOOK_TOLERANCE_SECONDS,
    undefined,
    nowMs,
  );
  const timestamp = signatureTimestamp(options.header);
  if (timestamp === null || timestamp - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new Error('The Stripe signature is dated in the future');
  }
  return event;
}
