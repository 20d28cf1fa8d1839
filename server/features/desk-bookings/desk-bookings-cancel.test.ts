// Staff cancel a booking at the desk (decisions.md 61): a full, partial or no refund through the
// payment provider, with a reason; the owner is told and the receipt shows the refund; audited.
// Bad input is 400 and changes nothing; a cancelled or completed booking is 409. Staff notes too.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, bookingStaffNotes, bookings, notifications, paymentRefunds } from '../../db/schema';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';
import { insertBooking, insertStayUnderWay } from '../../../tests/helpers/factories';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm, mailWithSubject } = kit;
let owner: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  owner = kit.owner;
  staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
  trainer = await t.register({ isTrainer: true });
});
afterEach(() => vi.restoreAllMocks());

/** A boarding booking for Rex and Mia, paid with a Mastercard. */
async function paidBooking() {
  const booking = await newBooking();
  const { clientSecret } = (await intentFor(booking.id)).json();
  expect((await confirm(card(clientSecret, '5555 5555 5555 4444'))).json()).toEqual({ status: 'succeeded' });
  return booking;
}

const cancel = (id: number, body: unknown, who: RegisteredUser = staff) =>
  t.call('POST', `/api/admin/bookings/${id}/cancel`, who, body as object);
const detail = (id: number) => t.call('GET', `/api/admin/bookings/${id}`, staff);
const receipt = (id: number) => t.call('GET', `/api/bookings/${id}/receipt`, owner);
const ownerNotes = (bookingId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, 'Booking cancelled')))
    .then((rows) => rows.filter((row) => (row.data as { bookingId?: number } | null)?.bookingId === bookingId));

describe('POST /api/admin/bookings/:id/cancel', () => {
  it('refunds in full through the provider: the owner is told, the receipt shows it, the act is audited', async () => {
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const booking = await paidBooking();
    const res = await cancel(booking.id, { refund: 'full', reason: '  The kennel flooded  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellable: false,
      payments: [{ status: 'succeeded', amountCents: 49395, cardBrand: expect.any(String), cardLast4: '4444', paidAt: expect.any(String) }],
      refunds: [{ amountCents: 49395, by: { id: staff.user.id, name: 'Sam Desk' }, reason: 'The kennel flooded' }],
    });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][2]).toBe(49395);
    expect(res.json().audit[0]).toMatchObject({
      kind: 'booking.cancelled_by_staff',
      actor: { id: staff.user.id },
      summary: expect.stringContaining(`cancelled booking #${booking.id} (refunded $493.95): The kennel flooded`),
    });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.bookingId, booking.id));
    expect(audited.after).toMatchObject({ refundCents: 49395, reason: 'The kennel flooded' });

    expect((await receipt(booking.id)).json().refund).toMatchObject({ amountCents: 49395 });
    const [told] = await ownerNotes(booking.id);
    expect(told.message).toMatch(/^PawsConnect cancelled Rex and Mia's boarding stay from .+: The kennel flooded$/);
    const mail = await mailWithSubject('Your PawsConnect refund');
    expect(mail.text).toContain('We have refunded $493.95');
    // The owner's booking reads as cancelled and refunded.
    expect((await t.call('GET', `/api/bookings/${booking.id}`, owner)).json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
  });

  it('refunds part of the payment; the receipt shows that amount', async () => {
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const booking = await paidBooking();
    const res = await cancel(booking.id, { refund: { amountCents: 1500 }, reason: 'Late cancellation fee kept' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunds: [{ amountCents: 1500 }] });
    expect(refund.mock.calls[0][2]).toBe(1500);
    expect((await receipt(booking.id)).json().refund).toMatchObject({ amountCents: 1500 });
    // Other than the policy's refund: an override, audited with the reason (decisions.md 73).
    expect(res.json().audit.map((row: { kind: string }) => row.kind)).toEqual(['booking.fee_overridden', 'booking.cancelled_by_staff']);
    expect(res.json().audit[0].summary).toContain(
      'refunded $15.00 on booking #' + booking.id + " instead of the policy's $493.95: Late cancellation fee kept",
    );
    expect(res.json().audit[1].summary).toContain('(refunded $15.00)');
  });

  it('cancels without a refund: the booking stays paid, the provider is not asked', async () => {
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const booking = await paidBooking();
    const res = await cancel(booking.id, { refund: 'none', reason: 'Owner asked, outside the refund window' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refunds: [] });
    expect(refund).not.toHaveBeenCalled();
    expect((await receipt(booking.id)).json().refund).toBeNull();
    expect(res.json().audit[1].summary).toContain('(no refund)');
    expect(res.json().fees).toMatchObject([{ kind: 'late_cancellation', label: 'Cancellation fee', amountCents: 49395 }]);
    expect(await ownerNotes(booking.id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const booking = await paidBooking();
    const cases: [unknown, string][] = [
      [{ refund: { amountCents: 49396 }, reason: 'Too much' }, 'The refund cannot be more than the $493.95 paid.'],
      [{ refund: { amountCents: 0 }, reason: 'Nothing' }, 'The refund must be at least 1 cent'],
      [{ refund: { amountCents: 12.5 }, reason: 'Half a cent' }, 'The refund must be a whole number of cents'],
      [{ refund: 'half', reason: 'Unknown choice' }, "refund must be 'policy', 'full', 'none' or {amountCents}"],
      [{ refund: 'full', reason: '   ' }, 'Please give a reason'],
      [{ refund: 'full' }, 'Please give a reason'],
      [{ refund: 'full', reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
      [{ refund: 'full', reason: 'ok', notify: false }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await cancel(booking.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body, JSON.stringify(body)).toContain(message);
    }
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await t.db.$count(paymentRefunds, eq(paymentRefunds.bookingId, booking.id))).toBe(0);
    expect(await t.db.$count(auditLog, eq(auditLog.bookingId, booking.id))).toBe(0);
  });

  it('refuses a refund on an unpaid booking (400) but cancels it with none', async () => {
    const booking = await newBooking();
    for (const refund of ['full', { amountCents: 100 }]) {
      const res = await cancel(booking.id, { refund, reason: 'Double booking' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.refund).toMatch(/has not been paid/);
    }
    expect((await storedBooking(t.db, booking.id)).status).toBe('pending');
    const res = await cancel(booking.id, { refund: 'none', reason: 'Double booking' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
  });

  it('is 409 on a booking already cancelled or completed, and changes nothing', async () => {
    const booking = await paidBooking();
    expect((await cancel(booking.id, { refund: 'none', reason: 'First' })).statusCode).toBe(200);
    const again = await cancel(booking.id, { refund: 'full', reason: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled, so it cannot be cancelled.');
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });

    const done = await insertBooking(t.db, {
      ownerId: owner.user.id,
      petId: kit.rex.id,
      status: 'completed',
      paymentStatus: 'paid',
      startDate: new Date(Date.now() - 5 * 86_400_000),
      endDate: new Date(Date.now() - 3 * 86_400_000),
    });
    const completed = await cancel(done.id, { refund: 'none', reason: 'Too late' });
    expect(completed.statusCode).toBe(409);
    expect(completed.json().message).toBe('This booking is already completed, so it cannot be cancelled.');
  });

  it('cancels a stay that is checked in; its check-in shows in the detail with its audit row', async () => {
    const stay = await insertStayUnderWay(t.db, { petId: kit.rex.id, ownerId: owner.user.id });
    const checkIn = await t.call('POST', `/api/admin/bookings/${stay.id}/check-in`, staff, { belongings: 'Red leash' });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const res = await cancel(stay.id, { refund: 'none', reason: 'Went home early, unwell' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      stayChecks: [{ kind: 'check_in', by: { id: staff.user.id, name: 'Sam Desk' }, belongings: 'Red leash' }],
    });
    expect(res.json().audit.map((row: { kind: string }) => row.kind)).toEqual(['booking.cancelled_by_staff', 'booking.checked_in']);
  });

  it('is for staff: owners and trainers get 403, an unknown booking 404, and nothing changes', async () => {
    const booking = await paidBooking();
    for (const who of [owner, trainer]) expect((await cancel(booking.id, { refund: 'full', reason: 'Mine' }, who)).statusCode).toBe(403);
    expect((await cancel(999_999, { refund: 'full', reason: 'Nobody' })).statusCode).toBe(404);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('POST /api/admin/bookings/:id/notes', () => {
  const note = (id: number, body: unknown, who: RegisteredUser = staff) =>
    t.call('POST', `/api/admin/bookings/${id}/notes`, who, body as object);

  it('keeps staff notes with author and time, newest first, never shown to the owner', async () => {
    const booking = await newBooking();
    const first = await note(booking.id, { text: ' Escape artist: double-check the gate ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      text: 'Escape artist: double-check the gate',
      at: expect.any(String),
      author: { id: staff.user.id, name: 'Sam Desk' },
    });
    expect((await note(booking.id, { text: 'Prefers the quiet run' })).statusCode).toBe(201);
    const notes = (await detail(booking.id)).json().staffNotes.map((row: { text: string }) => row.text);
    expect(notes).toEqual(['Prefers the quiet run', 'Escape artist: double-check the gate']);

    const ownerView = await t.call('GET', `/api/bookings/${booking.id}`, owner);
    expect(ownerView.statusCode).toBe(200);
    expect(ownerView.body).not.toContain('Escape artist');
    expect(ownerView.body).not.toContain('quiet run');
  });

  it('refuses empty, too long or extra input (400), owners and trainers (403), unknown bookings (404)', async () => {
    const booking = await newBooking();
    for (const body of [{ text: '  ' }, { text: 'x'.repeat(1001) }, {}, { text: 'ok', pinned: true }, { text: 5 }]) {
      expect((await note(booking.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await note(booking.id, { text: 'Mine' }, owner)).statusCode).toBe(403);
    expect((await note(booking.id, { text: 'Mine' }, trainer)).statusCode).toBe(403);
    expect((await note(999_999, { text: 'Nobody' })).statusCode).toBe(404);
    expect(await t.db.$count(bookingStaffNotes, eq(bookingStaffNotes.bookingId, booking.id))).toBe(0);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).length).toBe(1);
  });
});
