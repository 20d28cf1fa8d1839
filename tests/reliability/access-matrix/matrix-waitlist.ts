// Matrix rows: the waitlist (issue 30, item 5; decisions.md 67). An entry is its owner's alone:
// another owner, A's pet's trainer, staff and anyone else get 404 on it (staff see the waitlists
// on the day board instead); joining with A's pet is 404 for anyone but A.
import type { ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';

const strangers = ['ownerB', 'trainerB', 'trainerA', 'staff', 'admin', 'applicant'] as const;

/** A request naming A's pet for a night with room (a stranger's is refused before the night is looked at). */
const joinBody = (w: ObjectWorld) => ({
  serviceType: 'boarding',
  petIds: [w.a.pet.id],
  startDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10) + 'T09:00:00.000Z',
  endDate: new Date(Date.now() + 201 * 86_400_000).toISOString().slice(0, 10) + 'T09:00:00.000Z',
});

export const waitlistRoutes: RouteMatrix = {
  'GET /api/waitlist': {
    access: 'user',
    reaches: 'the caller’s own waitlist entries',
    request: () => ({ url: '/api/waitlist' }),
    cross: () => strangers.map((as) => ({ as, url: '/api/waitlist', status: 200 })),
    success: async (w) => ({ as: w.ownerA, url: '/api/waitlist', status: 200, contains: w.marker }),
  },
  'POST /api/waitlist': {
    access: 'user',
    reaches: 'the pets named in the body',
    request: (w) => ({ url: '/api/waitlist', payload: joinBody(w) }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/waitlist', payload: joinBody(w) },
      { as: 'trainerA', url: '/api/waitlist', payload: joinBody(w) },
      { as: 'ownerB', url: '/api/waitlist', payload: { ...joinBody(w), petIds: [w.petB.id, w.a.pet.id] } },
    ],
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: '/api/waitlist',
      payload: await fresh.fullNight(),
      status: 201,
      contains: w.marker,
    }),
  },
  'DELETE /api/waitlist/:id': {
    access: 'user',
    reaches: 'a waitlist entry',
    strangers,
    request: (w) => ({ url: `/api/waitlist/${w.a.waitlistEntryId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/waitlist/${(await fresh.waitlistOffer()).id}`, status: 204 }),
  },
  'POST /api/waitlist/:id/claim': {
    access: 'user',
    reaches: 'a waitlist entry',
    strangers,
    request: (w) => ({ url: `/api/waitlist/${w.a.waitlistEntryId}/claim` }),
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: `/api/waitlist/${(await fresh.waitlistOffer()).id}/claim`,
      status: 201,
      contains: w.marker,
    }),
  },
};
