// Recurring bookings (issue 30, item 4; decisions.md 68): booked all or none, paid in one checkout,
// each occurrence cancelled and refunded on its own, the series cancelled from a day on.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../../common/pet-schemas';
import { postPet, postVaccinatedPet, rexProfile, vaccinatePet } from '../../../../tests/helpers/factories';
import { sandboxCard } from '../../../../tests/helpers/sandbox-card';
import { useTestApp } from '../../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../../tests/helpers/users';
import { bookingSeries, bookings, paymentIntents, paymentRefunds } from '../../../db/schema';
import { SERIES_PAYMENT_PROCESSING_MESSAGE } from '../../../domain/bookings/series-payments';
import { at, day, ownersBookings, spelled } from '../booking-test-kit';

// The daycare capacity starts as the boarding capacity from the environment (business-settings.ts).
const t = useTestApp({ env: { BOARDING_CAPACITY: '2' } });
let owner: RegisteredUser;
let other: RegisteredUser;
let admin: RegisteredUser;
let rex: Pet;

// Nominal 2027-03-01 is a Monday; daycare from 09:00 to 15:00.
const MONDAY = '2027-03-01';
const nominalPlus = (nominal: string, days: number) => {
  const date = new Date(`${nominal}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const seriesBody = (petId: number, first: string, extra: Record<string, unknown> = {}) => ({
  serviceType: 'daycare',
  petId,
  startDate: at(first, '09:00'),
  endDate: at(first, '15:00'),
  weekdays: [1, 3],
  // Eight weeks: the Sunday closing the eighth.
  until: day(nominalPlus(first, 8 * 7 - 1)),
  ...extra,
});
const bookSeries = async (who: RegisteredUser, body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/booking-series', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { seriesId: number; bookings: { id: number; startDate: string; totalPrice: number }[]; skipped: unknown[] };
};
const seriesRows = (seriesId: number) => t.db.select().from(bookings).where(eq(bookings.seriesId, seriesId)).orderBy(bookings.id);

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive' });
  other = await t.register();
  admin = await t.register({}, { roles: ['admin'] });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

describe('POST /api/booking-series', () => {
  it('books a Monday and Wednesday daycare for 8 weeks in one series: 16 bookings, each priced as one day', async () => {
    const created = await bookSeries(owner, seriesBody(rex.id, MONDAY));
    expect(created.bookings).toHaveLength(16);
    expect(created.skipped).toEqual([]);
    expect(created.bookings[0]).toMatchObject({ serviceType: 'daycare', status: 'pending', seriesId: created.seriesId });
    expect(created.bookings[0].startDate).toBe(at(MONDAY, '09:00'));
    expect(created.bookings[1].startDate).toBe(at(nominalPlus(MONDAY, 2), '09:00'));
    expect(created.bookings[15].startDate).toBe(at(nominalPlus(MONDAY, 7 * 7 + 2), '09:00'));
    const stored = await seriesRows(created.seriesId);
    expect(stored).toHaveLength(16);
    expect(new Set(stored.map((row) => row.totalPrice)).size).toBe(1);
    expect(stored.every((row) => row.ownerId === owner.user.id && row.paymentStatus === 'pending')).toBe(true);
  });

  it('refuses more than 26 occurrences (400 on until) and stores nothing', async () => {
    const before = (await ownersBookings(t.db, owner.user.id)).length;
    const res = await t.call(
      'POST',
      '/api/booking-series',
      owner,
      seriesBody(rex.id, '2027-09-06', { weekdays: [0, 1, 2, 3, 4, 5, 6], until: day(nominalPlus('2027-09-06', 26)) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.until).toContain('at most 26 occurrences; this one has 27');
    expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
  });

  it('books all or none: a full day is a 409 naming it, and nothing is stored', async () => {
    const first = '2027-06-07';
    const full = nominalPlus(first, 14);
    const bo = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Bo' });
    const mo = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Mo' });
    const taken = await t.call('POST', '/api/bookings', other, {
      petId: bo.id,
      serviceType: 'daycare',
      startDate: at(full, '09:00'),
      endDate: at(full, '15:00'),
      additionalPetIds: [mo.id],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const seriesBefore = await t.db.select().from(bookingSeries);
    const before = (await ownersBookings(t.db, owner.user.id)).length;

    const res = await t.call('POST', '/api/booking-series', owner, seriesBody(rex.id, first, { weekdays: [1] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${spelled(full)}: Daycare is full on ${spelled(full)}`);
    expect(Object.keys(res.json().details)).toEqual([day(full)]);
    expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
    expect(await t.db.select().from(bookingSeries)).toHaveLength(seriesBefore.length);
  });

  it('names every date the vaccination gate refuses (vaccines expiring mid-series) and stores nothing', async () => {
    const first = '2027-08-02';
    const vax = await postPet(t.app, owner, { ...rexProfile, name: 'Vax' });
    await vaccinatePet(t.db, vax, day(nominalPlus(first, 3)));
    const before = (await ownersBookings(t.db, owner.user.id)).length;
    const res = await t.call(
      'POST',
      '/api/booking-series',
      owner,
      seriesBody(vax.id, first, { weekdays: [1], until: day(nominalPlus(first, 14)) }),
    );
    expect(res.statusCode).toBe(409);
    expect(Object.keys(res.json().details)).toEqual([day(nominalPlus(first, 7)), day(nominalPlus(first, 14))]);
    expect(res.json().message).toContain('Vax needs a');
    expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
  });

  it.each([
    ['serviceType', { serviceType: 'boarding' }],
    ['weekdays.0', { weekdays: [7] }],
    ['weekdays', { weekdays: [] }],
    ['until', { until: 'next week' }],
    ['petId', { petId: 'rex' }],
  ])('answers 400 naming %s for bad input', async (field, change) => {
    const res = await t.call('POST', '/api/booking-series', owner, { ...seriesBody(rex.id, '2027-09-06'), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toHaveProperty([field]);
  });

  it('answers 400 naming weekdays when the first date is not on a chosen day, and until when it is before the first', async () => {
    const wrongDay = await t.call('POST', '/api/booking-series', owner, seriesBody(rex.id, '2027-09-06', { weekdays: [2] }));
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json().details).toHaveProperty('weekdays');
    const backwards = await t.call('POST', '/api/booking-series', owner, seriesBody(rex.id, '2027-09-06', { until: day('2027-09-01') }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toHaveProperty('until');
  });

  it("refuses another owner's pet as for a single booking (404)", async () => {
    const res = await t.call('POST', '/api/booking-series', other, seriesBody(rex.id, '2027-09-06'));
    expect(res.statusCode).toBe(404);
  });
});

describe('paying and cancelling a series', () => {
  it('pays every occurrence in one checkout, refunds one occurrence its own price, and cancels the series from a day on', async () => {
    const first = '2027-10-04';
    const created = await bookSeries(owner, seriesBody(rex.id, first, { weekdays: [1] }));
    expect(created.bookings).toHaveLength(8);
    const sum = created.bookings.reduce((total, booking) => total + booking.totalPrice, 0);

    // Another owner can neither pay nor cancel it.
    expect((await t.call('POST', '/api/create-payment-intent', other, { seriesId: created.seriesId })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/booking-series/${created.seriesId}`, other)).statusCode).toBe(404);

    const intent = await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ provider: 'sandbox', amount: sum });
    const again = await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId });
    expect(again.json().clientSecret).toBe(intent.json().clientSecret);
    const confirmed = await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(intent.json().clientSecret));
    expect(confirmed.json()).toEqual({ status: 'succeeded' });

    const intents = await t.db.select().from(paymentIntents).where(eq(paymentIntents.seriesId, created.seriesId));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: sum, bookingId: null });
    const paid = await seriesRows(created.seriesId);
    expect(paid.every((row) => row.status === 'confirmed' && row.paymentStatus === 'paid')).toBe(true);
    expect((await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId })).statusCode).toBe(409);

    // One occurrence cancelled: refunded its own price from the series' intent, with a receipt.
    const one = created.bookings[2];
    const cancelled = await t.call('PATCH', `/api/bookings/${one.id}`, owner, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, one.id));
    expect(refund).toMatchObject({ amount: one.totalPrice, paymentIntentId: intents[0].id });
    const receipt = await t.call('GET', `/api/bookings/${one.id}/receipt`, owner);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ totalCents: one.totalPrice, refund: { amountCents: one.totalPrice } });
    // The bills (decisions.md 69): the series' one payment counts at each occurrence's own price.
    const seriesPayment = { label: 'Payment (weekly booking, this visit)', cardLast4: '4242', purpose: 'full' };
    const kept = created.bookings[3];
    expect((await t.call('GET', `/api/bookings/${kept.id}/bill`, owner)).json()).toMatchObject({
      subtotalCents: kept.totalPrice,
      payments: [{ ...seriesPayment, amountCents: kept.totalPrice }],
      refunds: [],
      balanceCents: 0,
    });
    expect((await t.call('GET', `/api/bookings/${one.id}/bill`, owner)).json()).toMatchObject({
      subtotalCents: 0,
      payments: [{ ...seriesPayment, amountCents: one.totalPrice }],
      refunds: [{ amountCents: one.totalPrice }],
      balanceCents: 0,
      due: [],
    });
    const shown = (await t.call('GET', `/api/bookings/${created.bookings[3].id}`, owner)).json();
    expect(shown.payment).toMatchObject({ status: 'succeeded', cardLast4: '4242', refundAmount: null });

    // The series from its sixth Monday on: three occurrences, each refunded its price.
    const from = day(nominalPlus(first, 5 * 7));
    const res = await t.call('DELETE', `/api/booking-series/${created.seriesId}?from=${from}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().kept).toEqual([]);
    expect(res.json().cancelled.map((c: { bookingId: number }) => c.bookingId)).toEqual(created.bookings.slice(5).map((b) => b.id));
    expect(res.json().cancelled.every((c: { refundedCents: number }) => c.refundedCents === one.totalPrice)).toBe(true);
    const after = await seriesRows(created.seriesId);
    expect(after.map((row) => row.status)).toEqual([
      'confirmed',
      'confirmed',
      'cancelled',
      'confirmed',
      'confirmed',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentIntentId, intents[0].id));
    expect(refunds).toHaveLength(4);
    expect(new Set(refunds.map((r) => r.id)).size).toBe(4);

    // The revenue report counts the one checkout once, as daycare, less the four refunds.
    const today = new Date().toISOString().slice(0, 10);
    const revenue = await t.call('GET', `/api/admin/reports/revenue?from=${today}&to=${today}`, admin);
    expect(revenue.statusCode, revenue.body).toBe(200);
    expect(revenue.json().totals).toMatchObject({
      paidCents: sum,
      refundedCents: 4 * one.totalPrice,
      daycareCents: sum - 4 * one.totalPrice,
    });
  });

  it('an unpaid occurrence cancelled leaves the checkout, whose amount becomes the others', async () => {
    const created = await bookSeries(owner, seriesBody(rex.id, '2027-12-06', { weekdays: [1], until: day(nominalPlus('2027-12-06', 20)) }));
    expect(created.bookings).toHaveLength(3);
    const intent = (await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId })).json();
    const cancelled = await t.call('PATCH', `/api/bookings/${created.bookings[0].id}`, owner, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, intent.clientSecret));
    expect(row).toMatchObject({ amount: created.bookings[1].totalPrice * 2, status: 'requires_payment_method' });
    expect((await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(intent.clientSecret))).json()).toEqual({ status: 'succeeded' });
    expect((await seriesRows(created.seriesId)).map((r) => r.paymentStatus)).toEqual(['pending', 'paid', 'paid']);
  });

  it('pays a date alone by taking it out of the series’ checkout: each price is asked for once', async () => {
    const created = await bookSeries(owner, seriesBody(rex.id, '2028-02-07', { weekdays: [1], until: day(nominalPlus('2028-02-07', 14)) }));
    const [first, ...others] = created.bookings;
    const price = first.totalPrice;
    const series = (await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId })).json();
    expect(series.amount).toBe(price * 3);

    // The first date paid alone: the series' intent now asks for the other two only.
    const alone = (await t.call('POST', '/api/create-payment-intent', owner, { bookingId: first.id })).json();
    const [seriesRow] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, series.clientSecret));
    expect(seriesRow.amount).toBe(price * 2);
    expect((await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(alone.clientSecret))).json()).toEqual({ status: 'succeeded' });
    expect((await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(series.clientSecret))).json()).toEqual({ status: 'succeeded' });
    expect((await seriesRows(created.seriesId)).map((row) => row.paymentStatus)).toEqual(['paid', 'paid', 'paid']);
    const charged = await t.db.select().from(paymentIntents).where(eq(paymentIntents.status, 'succeeded'));
    const ours = charged.filter((row) => row.clientSecret === alone.clientSecret || row.clientSecret === series.clientSecret);
    expect(ours.reduce((sum, row) => sum + row.amount, 0)).toBe(price * 3);
    expect(others).toHaveLength(2);

    // And the other way round: a date with a checkout of its own is left out of the series' checkout.
    const next = await bookSeries(owner, seriesBody(rex.id, '2028-03-06', { weekdays: [1], until: day(nominalPlus('2028-03-06', 7)) }));
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: next.bookings[0].id });
    const rest = (await t.call('POST', '/api/create-payment-intent', owner, { seriesId: next.seriesId })).json();
    expect(rest.amount).toBe(next.bookings[1].totalPrice);
  });

  it('makes no second checkout while the provider is processing the first (409), and stores nothing', async () => {
    const created = await bookSeries(owner, seriesBody(rex.id, '2028-01-03', { weekdays: [1], until: day(nominalPlus('2028-01-03', 14)) }));
    const intent = (await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId })).json();
    await t.db.update(paymentIntents).set({ status: 'processing' }).where(eq(paymentIntents.clientSecret, intent.clientSecret));
    const again = await t.call('POST', '/api/create-payment-intent', owner, { seriesId: created.seriesId });
    expect([again.statusCode, again.json().message]).toEqual([409, SERIES_PAYMENT_PROCESSING_MESSAGE]);
    expect(await t.db.select().from(paymentIntents).where(eq(paymentIntents.seriesId, created.seriesId))).toHaveLength(1);
  });

  it('answers 400 naming from for a bad day, and 404 for a series that does not exist', async () => {
    const bad = await t.call('DELETE', '/api/booking-series/1?from=tomorrow', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('from');
    expect((await t.call('DELETE', '/api/booking-series/999999', owner)).statusCode).toBe(404);
    const both = await t.call('POST', '/api/create-payment-intent', owner, { seriesId: 1, bookingId: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toHaveProperty('seriesId');
  });
});
