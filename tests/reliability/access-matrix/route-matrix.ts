// Every route the server registers, with its access rule: the one place that proves the rules
// for all of them. A route missing here fails access-matrix.test.ts.
import type { RouteMatrix } from './matrix-types';
import { accountRoutes } from './matrix-account';
import { businessRoutes } from './matrix-business';
import { bookingRoutes } from './matrix-bookings';
import { bookingSeriesRoutes } from './matrix-booking-series';
import { journalRoutes } from './matrix-journal';
import { messageRoutes } from './matrix-messages';
import { petRoutes } from './matrix-pets';
import { programRoutes } from './matrix-programs';
import { trainerRoutes } from './matrix-trainer';
import { trainerScheduleRoutes } from './matrix-trainer-schedule';
import { waitlistRoutes } from './matrix-waitlist';

export const routeMatrix: RouteMatrix = {
  ...accountRoutes,
  ...petRoutes,
  ...bookingRoutes,
  ...bookingSeriesRoutes,
  ...programRoutes,
  ...trainerRoutes,
  ...trainerScheduleRoutes,
  ...businessRoutes,
  ...journalRoutes,
  ...messageRoutes,
  ...waitlistRoutes,
  // Stripe's signed events: registered only with STRIPE_WEBHOOK_SECRET; the signature, not a
  // session, says who sent it (server/features/payments/stripe.test.ts checks a forged one).
  'POST /api/stripe/webhook': {
    access: 'public',
    reaches: 'bookings named by Stripe',
    request: () => ({ url: '/api/stripe/webhook' }),
    onlyWhen: 'STRIPE_WEBHOOK_SECRET',
  },
};
