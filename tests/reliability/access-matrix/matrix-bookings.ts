// Matrix rows: bookings, payments and receipts, the skill cart and checkout.
import type { ObjectWorld } from '../../helpers/object-fixtures';
import { day as realDay, instant } from '../../helpers/test-calendar';
import type { RouteMatrix } from './matrix-types';
import { ownerPrivate } from './audiences';

let nextDay = 1;
/** A boarding request on slots no other request of this file uses (nominal 2031, tests/helpers/test-calendar.ts). */
function boarding(petId: number, extra: Record<string, unknown> = {}) {
  const day = nextDay;
  nextDay += 3;
  const date = (offset: number) => instant(new Date(Date.UTC(2031, 0, day + offset, 9)).toISOString());
  return { petId, serviceType: 'boarding', startDate: date(0), endDate: date(2), ...extra };
}
const card = (clientSecret: string, cardNumber = '4242424242424242') => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 5,
  cvc: '123',
});
const paid = (w: ObjectWorld) => w.a.paidBookingId;

export const bookingRoutes: RouteMatrix = {
  'GET /api/bookings': {
    access: 'user',
    reaches: 'the caller’s bookings',
    request: () => ({ url: '/api/bookings' }),
    cross: (w) => [
      // Filtered by another user's pet: an empty list, as for a pet of one's own with no bookings.
      { as: 'ownerB', url: `/api/bookings?petId=${w.a.pet.id}`, status: 200 },
      { as: 'trainerB', url: `/api/bookings?petId=${w.a.pet.id}&when=upcoming`, status: 200 },
      { as: 'ownerB', url: `/api/bookings?cursor=${paid(w) + 1}`, status: 200 },
    ],
    success: async (w) => ({ as: w.ownerA, url: `/api/bookings?petId=${w.a.pet.id}`, status: 200, contains: w.marker }),
  },
  'GET /api/bookings/availability': {
    access: 'user',
    reaches: 'nobody’s (counts only)',
    request: () => ({ url: `/api/bookings/availability?serviceType=boarding&from=${realDay('2031-01-01')}&to=${realDay('2031-01-31')}` }),
  },
  'POST /api/bookings': {
    access: 'user',
    reaches: 'the pets named in the body',
    request: (w) => ({ url: '/api/bookings', payload: boarding(w.a.pet.id) }),
    ok: 201,
    cross: (w) => [
      { as: 'ownerB', url: '/api/bookings', payload: boarding(w.a.pet.id) },
      { as: 'ownerB', url: '/api/bookings', payload: boarding(w.petB.id, { additionalPetIds: [w.a.pet.id] }) },
      { as: 'trainerA', url: '/api/bookings', payload: boarding(w.a.pet.id) },
    ],
  },
  'GET /api/bookings/:id': {
    access: 'user',
    reaches: 'a booking',
    ...ownerPrivate,
    readers: ['staff'],
    request: (w) => ({ url: `/api/bookings/${w.a.bookingId}` }),
  },
  'PATCH /api/bookings/:id': {
    access: 'user',
    reaches: 'a booking',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/bookings/${w.a.bookingId}`, payload: { status: 'cancelled' } }),
    cross: (w) => [{ as: 'trainerA', url: `/api/bookings/${w.a.trainingBookingId}`, payload: { status: 'cancelled' } }],
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: `/api/bookings/${(await fresh.booking()).id}`,
      payload: { status: 'cancelled' },
      status: 200,
    }),
  },
  'GET /api/bookings/:id/calendar.ics': {
    access: 'user',
    reaches: 'a booking',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/bookings/${w.a.bookingId}/calendar.ics` }),
  },
  'GET /api/bookings/:id/receipt': {
    access: 'user',
    reaches: 'a paid booking',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/bookings/${paid(w)}/receipt` }),
  },
  // One bill per booking (decisions.md 69): its owner and the business's staff; the trainer of a
  // training booking does not see its payments.
  'GET /api/bookings/:id/bill': {
    access: 'user',
    reaches: 'a paid booking',
    ...ownerPrivate,
    readers: ['staff'],
    request: (w) => ({ url: `/api/bookings/${paid(w)}/bill` }),
    cross: (w) => [{ as: 'trainerA', url: `/api/bookings/${w.a.trainingBookingId}/bill` }],
  },
  'GET /api/bookings/:id/bill.pdf': {
    access: 'user',
    reaches: 'a paid booking',
    ...ownerPrivate,
    readers: ['staff'],
    request: (w) => ({ url: `/api/bookings/${paid(w)}/bill.pdf` }),
  },
  // The cancellation policy's preview (decisions.md 73): the refund and fee if the owner cancels now.
  'GET /api/bookings/:id/cancellation': {
    access: 'user',
    reaches: 'a paid booking',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/bookings/${paid(w)}/cancellation` }),
  },
  // Saved cards (decisions.md 70): only their owner's.
  'GET /api/payment-methods': {
    access: 'user',
    reaches: 'the caller’s saved cards',
    request: () => ({ url: '/api/payment-methods' }),
    cross: () => [{ as: 'ownerB', url: '/api/payment-methods', status: 200, hidden: '"last4":"4242"' }],
  },
  'PUT /api/payment-methods/:id/default': {
    access: 'user',
    reaches: 'a saved card',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/payment-methods/${w.a.savedCardId}/default` }),
  },
  'DELETE /api/payment-methods/:id': {
    access: 'user',
    reaches: 'a saved card',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/payment-methods/${w.a.savedCardId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/payment-methods/${await fresh.savedCard()}`, status: 204 }),
  },
  'POST /api/create-payment-intent': {
    access: 'user',
    reaches: 'the booking named in the body',
    request: (w) => ({ url: '/api/create-payment-intent', payload: { bookingId: w.a.bookingId } }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/create-payment-intent', payload: { bookingId: w.a.bookingId } },
      { as: 'trainerA', url: '/api/create-payment-intent', payload: { bookingId: w.a.trainingBookingId } },
      // A's recurring booking's one checkout (decisions.md 68).
      { as: 'ownerB', url: '/api/create-payment-intent', payload: { seriesId: w.a.seriesId } },
      { as: 'staff', url: '/api/create-payment-intent', payload: { seriesId: w.a.seriesId } },
      // A's enrolment in a priced program (decisions.md 72): its owner's checkout only.
      { as: 'ownerB', url: '/api/create-payment-intent', payload: { enrollmentId: w.a.pendingEnrollmentId } },
      { as: 'trainerA', url: '/api/create-payment-intent', payload: { enrollmentId: w.a.pendingEnrollmentId } },
      { as: 'admin', url: '/api/create-payment-intent', payload: { enrollmentId: w.a.pendingEnrollmentId } },
    ],
  },
  'POST /api/sandbox/confirm': {
    access: 'user',
    reaches: 'the payment named by its client secret',
    request: (w) => ({ url: '/api/sandbox/confirm', payload: card(w.a.clientSecret) }),
    strangers: ['ownerB', 'trainerB', 'trainerA'],
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: '/api/sandbox/confirm',
      payload: card((await fresh.intent()).clientSecret),
      status: 200,
    }),
  },
  'POST /api/sandbox/authenticate': {
    access: 'user',
    reaches: 'the payment named by its client secret',
    request: (w) => ({ url: '/api/sandbox/authenticate', payload: { clientSecret: w.a.clientSecret, outcome: 'approve' } }),
    strangers: ['ownerB', 'trainerB'],
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: '/api/sandbox/authenticate',
      payload: { clientSecret: await fresh.awaitingAuthentication(), outcome: 'approve' },
      status: 200,
    }),
  },
  'GET /api/cart': {
    access: 'user',
    reaches: 'the caller’s cart',
    request: () => ({ url: '/api/cart' }),
    cross: (w) => [{ as: 'ownerB', url: `/api/cart?cursor=${w.a.cartItemId + 1}`, status: 200 }],
    success: async (w) => ({ as: w.ownerA, url: '/api/cart', status: 200, contains: w.marker }),
  },
  'GET /api/cart/count': {
    access: 'user',
    reaches: 'the caller’s cart',
    request: () => ({ url: '/api/cart/count' }),
  },
  'POST /api/cart': {
    access: 'user',
    reaches: 'the pet named in the body',
    request: (w) => ({ url: '/api/cart', payload: { skillId: w.a.skillId, petId: w.a.pet.id } }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/cart', payload: { skillId: w.a.skillId, petId: w.a.pet.id } },
      { as: 'trainerA', url: '/api/cart', payload: { skillId: w.a.skillId, petId: w.a.pet.id } },
    ],
    success: async (w, fresh) => {
      const skill = await fresh.skill();
      return { as: w.ownerA, url: '/api/cart', payload: { skillId: skill.id, petId: w.a.pet.id }, status: 201 };
    },
  },
  'DELETE /api/cart/:id': {
    access: 'user',
    reaches: 'a cart item',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/cart/${w.a.cartItemId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/cart/${(await fresh.cartItem()).id}`, status: 204 }),
  },
  'POST /api/checkout': {
    access: 'user',
    reaches: 'the cart items named in the body',
    request: (w) => ({ url: '/api/checkout', payload: { cartItems: [w.a.cartItemId] } }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/checkout', payload: { cartItems: [w.a.cartItemId] } },
      { as: 'trainerA', url: '/api/checkout', payload: { cartItems: [w.a.cartItemId] } },
    ],
    // A pet of its own with a stay of its own: whichever trainer checkout assigns works with that pet only.
    success: async (w, fresh) => {
      const pet = await fresh.pet();
      await fresh.stay(pet.id);
      return { as: w.ownerA, url: '/api/checkout', payload: { cartItems: [(await fresh.cartItem(pet.id)).id] }, status: 200 };
    },
  },
};
