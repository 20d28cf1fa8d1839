// POST /api/stripe/webhook: Stripe's signed events. The signature covers the exact bytes Stripe
// sent, so this route keeps the body raw (its own JSON parser, in this plugin only) and needs no
// session: the signature made with STRIPE_WEBHOOK_SECRET is the proof of who sent it.
import { z } from 'zod';
import type Stripe from 'stripe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/app-deps';
import { badRequest } from '../../platform/errors';
import { verifyStripeWebhook } from '../../platform/payments/stripe-webhook-signature';
import { handleStripeEvent } from './stripe-events';

export const INVALID_SIGNATURE_MESSAGE = 'The Stripe signature is missing or invalid.';

type Options = AppDeps & { stripe: Stripe; webhookSecret: string };

const routes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { stripe, webhookSecret, ...deps } = options;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    { config: { public: true }, schema: { response: { 200: z.object({ received: z.literal(true) }) } } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw badRequest(INVALID_SIGNATURE_MESSAGE);
      let event: Stripe.Event;
      try {
        // Too old or dated ahead beyond the tolerance is as bad as a forged one (issue 27, item 13).
        event = verifyStripeWebhook(stripe, { payload: request.body, header: signature, secret: webhookSecret });
      } catch {
        throw badRequest(INVALID_SIGNATURE_MESSAGE);
      }
      // A receipt it queued goes out once its transaction has committed (the mail queue sees to it).
      await handleStripeEvent(deps, event);
      return { received: true as const };
    },
  );
};

export default routes;
