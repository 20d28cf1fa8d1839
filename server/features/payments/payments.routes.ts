// POST /api/create-payment-intent, POST /api/sandbox/confirm and POST /api/sandbox/authenticate
// (decisions.md 4's wire format). The rules live in server/platform/payments.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentIntentSchema, sandboxAuthenticateSchema, sandboxConfirmSchema } from '../../../common/card-rules';
import { paymentIntentSchema, sandboxAuthenticateResultSchema, sandboxConfirmResultSchema } from '../../../common/payment-schemas';
import { receiptSchema } from '../../../common/booking-schemas';
import { requireAccess } from '../../platform/access/access';
import { receiptFor } from '../../domain/bookings/booking-receipts';
import { idParamsSchema } from '../../platform/route-params';
import type { AppDeps } from '../../platform/app-deps';
import type { PaymentPurpose } from '../../../common/booking-choices';
import { currentUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { applyCheckoutCardChoice } from '../../domain/payments/saved-cards';
import {
  authenticateSandboxPayment,
  confirmSandboxPayment,
  ensurePaymentIntent,
  type SandboxResult,
} from '../../domain/bookings/booking-payments';
import {
  authenticateEnrollmentSandboxPayment,
  confirmEnrollmentSandboxPayment,
  ensureEnrollmentIntent,
  isEnrollmentSecret,
  type EnrollmentSandboxResult,
} from '../../domain/enrollments/enrollment-payments';
import {
  authenticateSeriesSandboxPayment,
  confirmSeriesSandboxPayment,
  ensureSeriesPaymentIntent,
  isSeriesSecret,
} from '../../domain/bookings/series-payments';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/create-payment-intent',
    { schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentSchema } } },
    async (request) => {
      const { bookingId, seriesId, enrollmentId, saveCard, paymentMethodId } = request.body;
      const user = currentUser(request);
      const found: { clientSecret: string; provider: 'stripe' | 'sandbox'; amount: number; purpose?: PaymentPurpose } =
        enrollmentId !== undefined
          ? await ensureEnrollmentIntent(deps, user, enrollmentId)
          : seriesId !== undefined
            ? await ensureSeriesPaymentIntent(deps, user, seriesId)
            : await ensurePaymentIntent(deps, user, bookingId!);
      // "Save this card" or a saved card chosen at checkout (decisions.md 70), put on the open intent.
      await applyCheckoutCardChoice(deps, user, found.clientSecret, { saveCard, paymentMethodId });
      const intent = {
        clientSecret: found.clientSecret,
        provider: found.provider,
        amount: found.amount,
        purpose: found.purpose,
      };
      return intent.provider === 'stripe' ? { ...intent, publishableKey: deps.config.stripe?.publishableKey } : intent;
    },
  );

  app.get(
    '/bookings/:id/receipt',
    { schema: { params: idParamsSchema('Booking id'), response: { 200: receiptSchema } } },
    async (request) => receiptFor(deps.db, await requireAccess(deps.db, currentUser(request), 'read', 'booking', request.params.id)),
  );

  // The sandbox's card form and 3-D Secure step exist only while the sandbox takes the payments.
  const sandboxOnly = async () => {
    if (deps.payments.name !== 'sandbox') throw notFound('The sandbox');
  };

  app.post(
    '/sandbox/confirm',
    { preHandler: sandboxOnly, schema: { body: sandboxConfirmSchema, response: { 200: sandboxConfirmResultSchema } } },
    async (request) => {
      // An enrolment's checkout (decisions.md 72) is settled by domain/enrollments.
      const enrollment = await isEnrollmentSecret(deps.db, request.body.clientSecret);
      const confirm = (await isSeriesSecret(deps.db, request.body.clientSecret)) ? confirmSeriesSandboxPayment : confirmSandboxPayment;
      const result = enrollment
        ? await confirmEnrollmentSandboxPayment(deps, currentUser(request), request.body)
        : await confirm(deps, currentUser(request), request.body);
      if (result.outcome.status === 'requires_action') {
        return { status: 'requires_action', redirectUrl: `/sandbox/authenticate?${returnQuery(result)}` };
      }
      if (result.outcome.status === 'failed')
        return { status: 'failed', error: { message: result.outcome.message ?? 'Your card was declined.' } };
      return { status: result.outcome.status };
    },
  );

  app.post(
    '/sandbox/authenticate',
    { preHandler: sandboxOnly, schema: { body: sandboxAuthenticateSchema, response: { 200: sandboxAuthenticateResultSchema } } },
    async (request) => {
      const authenticate = (await isEnrollmentSecret(deps.db, request.body.clientSecret))
        ? authenticateEnrollmentSandboxPayment
        : (await isSeriesSecret(deps.db, request.body.clientSecret))
          ? authenticateSeriesSandboxPayment
          : authenticateSandboxPayment;
      const result = await authenticate(deps, currentUser(request), request.body.clientSecret, request.body.outcome === 'approve');
      const status = result.outcome.status === 'succeeded' ? 'succeeded' : 'failed';
      return { redirectUrl: `/payment-success?${returnQuery(result)}&redirect_status=${status}` };
    },
  );
};

/** The query a provider's return address carries (decisions.md 32, /payment-success). */
function returnQuery(result: SandboxResult | EnrollmentSandboxResult): string {
  if ('enrollment' in result) {
    // A program enrolment's checkout (decisions.md 72).
    return new URLSearchParams({
      enrollment_id: String(result.enrollment.id),
      payment_intent: result.intent.id,
      payment_intent_client_secret: result.intent.clientSecret,
    }).toString();
  }
  const { booking, intent } = result;
  return new URLSearchParams({
    booking_id: String(booking.id),
    // A recurring booking's checkout (decisions.md 68): the success page shows the series.
    ...(intent.seriesId != null ? { series_id: String(intent.seriesId) } : {}),
    payment_intent: intent.id,
    payment_intent_client_secret: intent.clientSecret,
  }).toString();
}

export default routes;
