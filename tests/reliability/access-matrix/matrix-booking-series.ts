// Matrix rows: recurring bookings (issue 30, item 4; decisions.md 68). A series is its owner's alone:
// anyone else gets 404 cancelling it or paying for it (create-payment-intent's rows are in
// matrix-bookings.ts); booking one with A's pet is 404 for anyone but A.
import { weeklyDaycareBody, type ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';

const strangers = ['ownerB', 'trainerB', 'trainerA', 'staff', 'admin', 'applicant'] as const;

/** A's pet on a day far from the world's other bookings (a stranger's is refused before the days are looked at). */
const seriesBody = (w: ObjectWorld) => weeklyDaycareBody(w.a.pet.id, 170);

export const bookingSeriesRoutes: RouteMatrix = {
  'POST /api/booking-series': {
    access: 'user',
    reaches: 'the pets named in the body',
    request: (w) => ({ url: '/api/booking-series', payload: seriesBody(w) }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/booking-series', payload: seriesBody(w) },
      { as: 'trainerA', url: '/api/booking-series', payload: seriesBody(w) },
      { as: 'staff', url: '/api/booking-series', payload: seriesBody(w) },
    ],
    ok: 201,
  },
  'DELETE /api/booking-series/:id': {
    access: 'user',
    reaches: 'a recurring booking',
    strangers,
    request: (w) => ({ url: `/api/booking-series/${w.a.seriesId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/booking-series/${(await fresh.series()).seriesId}`, status: 200 }),
  },
};
