// The business's cancellation policy (issue 31 item 5, decisions.md 73): the settings, the refund
// preview, a late cancellation's fee (refund = paid - fee, the refund and fee rows, the provider's
// refund), an early one's full refund, a booking made before the fees existed, the no-show fee, the
// desk's policy default and audited override, concurrent cancels refunding once, and ownership.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, bookingFees, bookings, businessSettings, notifications, paymentRefunds } from '../../db/schema';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm, mailWithSubject } = kit;
let admin: RegisteredUser;
let staff: RegisteredUser;

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
});
afterEach(() => vi.restoreAllMocks());

const HOUR = 3_600_000;
/** Rex and Mia, three days: 3 × $89.00 + 3 × $75.65. */
const TOTAL = 49395;

const settings = async () => (await t.call('GET', '/api/admin/settings', admin)).json();
const setPolicy = async (cancellation: Record<string, unknown>) => {
  const res = await t.call('PUT', '/api/admin/settings', admin, { version: (await settings()).version, cancellation });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function paidBooking() {
  const booking = await newBooking();
  const { clientSecret } = (await intentFor(booking.id)).json();
  expect((await confirm(card(clientSecret))).json()).toEqual({ status: 'succeeded' });
  return booking;
}
/** Moves the booking so it starts `hours` from now (its price and terms stay as booked). */
const startIn = (id: number, hours: number) =>
  t.db
    .update(bookings)
    .set({ startDate: new Date(Date.now() + hours * HOUR), endDate: new Date(Date.now() + (hours + 72) * HOUR) })
    .where(eq(bookings.id, id));
const preview = (id: number, who: RegisteredUser = kit.owner) => t.call('GET', `/api/bookings/${id}/cancellation`, who);
const cancelOwn = (id: number, who: RegisteredUser = kit.owner) => t.call('PATCH', `/api/bookings/${id}`, who, { status: 'cancelled' });
const deskCancel = (id: number, body: object) => t.call('POST', `/api/admin/bookings/${id}/cancel`, staff, body);
const feesOf = (id: number) => t.db.select().from(bookingFees).where(eq(bookingFees.bookingId, id));
const refundsOf = (id: number) => t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, id));
const receiptNumber = (id: number) => `PC-${String(id).padStart(6, '0')}`;
const noticesOf = async (id: number, title: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kit.owner.user.id), eq(notifications.title, title)))
  ).filter((row) => (row.data as { bookingId?: number } | null)?.bookingId === id);

describe('the settings', () => {
  it('has the policy with its defaults, in the admin settings and the public business', async () => {
    const policy = { fullRefundHours: 24, lateFeePercent: 50, lateFeeBasis: 'percent', noShowFeePercent: 100 };
    expect((await settings()).cancellation).toEqual(policy);
    expect((await t.call('GET', '/api/business')).json().cancellation).toEqual(policy);
  });

  it('reads a row saved before the fees existed as the defaults', async () => {
    const [row] = await t.db.select().from(businessSettings);
    await t.db
      .update(businessSettings)
      .set({ version: row.version + 1, settings: { ...row.settings, cancellation: { fullRefundHours: 48 } } as typeof row.settings })
      .where(eq(businessSettings.id, row.id));
    expect((await settings()).cancellation).toEqual({
      fullRefundHours: 48,
      lateFeePercent: 50,
      lateFeeBasis: 'percent',
      noShowFeePercent: 100,
    });
    // A change of one field keeps the others.
    expect((await setPolicy({ fullRefundHours: 24 })).cancellation).toEqual({
      fullRefundHours: 24,
      lateFeePercent: 50,
      lateFeeBasis: 'percent',
      noShowFeePercent: 100,
    });
  });

  it.each([
    [{ lateFeePercent: 101 }, 'cancellation.lateFeePercent', 'The late cancellation fee must be at most 100%'],
    [{ lateFeePercent: -1 }, 'cancellation.lateFeePercent', 'The late cancellation fee cannot be negative'],
    [{ lateFeePercent: 12.5 }, 'cancellation.lateFeePercent', 'The late cancellation fee must be a whole percentage'],
    [{ noShowFeePercent: 'all' }, 'cancellation.noShowFeePercent', 'The no-show fee must be a percentage'],
    [{ lateFeeBasis: 'second_night' }, 'cancellation.lateFeeBasis', "The late fee must be 'percent' or 'first_night'"],
    [{ fullRefundHours: -2 }, 'cancellation.fullRefundHours', 'The refund window cannot be negative'],
    [{ lateFee: 5 }, 'cancellation', ''],
  ])('refuses %j with 400 naming the field, and changes nothing', async (cancellation, field, message) => {
    const before = await settings();
    const res = await t.call('PUT', '/api/admin/settings', admin, { version: before.version, cancellation });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().details ?? {}).join(' ')).toContain(field);
    if (message) expect(res.json().message).toBe(message);
    expect(await settings()).toEqual(before);
  });
});

describe("the owner's cancel", () => {
  it('charges the late fee inside the window: the preview, the refund and fee rows, the provider, the receipt and the notice', async () => {
    await setPolicy({ fullRefundHours: 24, lateFeePercent: 50, lateFeeBasis: 'percent' });
    const booking = await paidBooking();
    await startIn(booking.id, 5);
    const fee = Math.round(TOTAL / 2);
    const expected = {
      allowed: true,
      refundAmount: TOTAL - fee,
      feeAmount: fee,
      feeKind: 'late_cancellation',
      feeLabel: 'Late cancellation fee (50%)',
      reason: null,
    };
    expect((await preview(booking.id)).json()).toEqual(expected);
    expect((await t.call('GET', `/api/bookings/${booking.id}`, kit.owner)).json().cancellation).toEqual(expected);

    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await cancelOwn(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][2]).toBe(TOTAL - fee);
    expect(await refundsOf(booking.id)).toMatchObject([{ amount: TOTAL - fee, byUserId: null }]);
    expect(await feesOf(booking.id)).toMatchObject([{ kind: 'late_cancellation', amount: fee, byUserId: null, reason: null }]);

    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, kit.owner)).json();
    expect(receipt.refund).toMatchObject({ amountCents: TOTAL - fee });
    expect(receipt.fees).toMatchObject([{ kind: 'late_cancellation', label: 'Late cancellation fee (50%)', amountCents: fee }]);
    const mail = await mailWithSubject(`Your PawsConnect refund, receipt ${receiptNumber(booking.id)}`);
    expect(mail.text).toContain('We have refunded $246.97');
    expect(mail.text).toContain('Late cancellation fee (50%): -$246.98');
    expect(mail.text).toContain('Refunded: $246.97');
    const [notice] = await noticesOf(booking.id, 'Refund issued');
    expect(notice.message).toContain('$246.97 for Rex and Mia');
    expect(notice.message).toContain('A late cancellation fee of $246.98 applies (50%).');
  });

  it('charges the first night under that basis', async () => {
    await setPolicy({ lateFeeBasis: 'first_night' });
    const booking = await paidBooking();
    await startIn(booking.id, 2);
    // One night for Rex and one for Mia at the multi-pet discount.
    const fee = 8900 + 7565;
    expect((await preview(booking.id)).json()).toMatchObject({
      refundAmount: TOTAL - fee,
      feeAmount: fee,
      feeLabel: 'Late cancellation fee (first night)',
    });
    expect((await cancelOwn(booking.id)).statusCode).toBe(200);
    expect(await feesOf(booking.id)).toMatchObject([{ amount: fee }]);
    expect(await refundsOf(booking.id)).toMatchObject([{ amount: TOTAL - fee }]);
    await setPolicy({ lateFeeBasis: 'percent' });
  });

  it('refunds in full before the window, with no fee', async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 25);
    expect((await preview(booking.id)).json()).toMatchObject({ refundAmount: TOTAL, feeAmount: 0, feeKind: null });
    expect((await cancelOwn(booking.id)).statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toMatchObject([{ amount: TOTAL }]);
    expect(await feesOf(booking.id)).toEqual([]);
  });

  it('reads a booking made before the fees existed as a 100% fee: cancelled, nothing back', async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 3);
    await t.db.execute(
      sql`update bookings set terms = terms - 'lateFeePercent' - 'lateFeeBasis' - 'noShowFeePercent' where id = ${booking.id}`,
    );
    expect((await preview(booking.id)).json()).toMatchObject({
      allowed: true,
      refundAmount: 0,
      feeAmount: TOTAL,
      feeLabel: 'Late cancellation fee (100%)',
    });
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await cancelOwn(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(refund).not.toHaveBeenCalled();
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await feesOf(booking.id)).toMatchObject([{ kind: 'late_cancellation', amount: TOTAL }]);
    const mail = await mailWithSubject(`Your PawsConnect cancellation, receipt ${receiptNumber(booking.id)}`);
    expect(mail.text).toContain('A late cancellation fee of $493.95 was kept, so nothing was refunded.');
  });

  it('charges no fee on an unpaid booking cancelled late', async () => {
    const booking = await newBooking();
    await startIn(booking.id, 1);
    expect((await preview(booking.id)).json()).toMatchObject({ allowed: true, refundAmount: 0, feeAmount: 0, feeKind: null });
    expect((await cancelOwn(booking.id)).statusCode).toBe(200);
    expect(await feesOf(booking.id)).toEqual([]);
  });

  it('refunds once when the owner cancels many times at once', async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 5);
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancelOwn(booking.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await refundsOf(booking.id)).toHaveLength(1);
    expect(await feesOf(booking.id)).toHaveLength(1);
  });

  it("is 404 for another user's booking, on the preview and the cancel, and changes nothing", async () => {
    const booking = await paidBooking();
    expect((await preview(booking.id, kit.stranger)).statusCode).toBe(404);
    expect((await cancelOwn(booking.id, kit.stranger)).statusCode).toBe(404);
    expect((await preview(999_999)).statusCode).toBe(404);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });
});

describe('the desk', () => {
  it("applies the policy when no refund is named, and shows it in the booking's detail", async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 5);
    const detail = (await t.call('GET', `/api/admin/bookings/${booking.id}`, staff)).json();
    const fee = Math.round(TOTAL / 2);
    expect(detail.cancellationPolicy).toEqual({ refundCents: TOTAL - fee, feeCents: fee, feeLabel: 'Late cancellation fee (50%)' });
    const res = await deskCancel(booking.id, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      refunds: [{ amountCents: TOTAL - fee, by: { id: staff.user.id }, reason: null }],
      fees: [{ kind: 'late_cancellation', label: 'Late cancellation fee (50%)', amountCents: fee, reason: null }],
    });
    expect(res.json().audit.map((row: { kind: string }) => row.kind)).toEqual(['booking.cancelled_by_staff']);
  });

  it('needs a reason for an override and audits it', async () => {
    const booking = await paidBooking();
    await startIn(booking.id, 5);
    for (const refund of ['full', 'none', { amountCents: 100 }]) {
      const res = await deskCancel(booking.id, { refund });
      expect(res.statusCode, JSON.stringify(refund)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please give a reason', details: { reason: 'Please give a reason' } });
    }
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await deskCancel(booking.id, { refund: 'full', reason: 'Vet emergency, waived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(refund.mock.calls[0][2]).toBe(TOTAL);
    expect(await feesOf(booking.id)).toEqual([]);
    const [override] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.bookingId, booking.id), eq(auditLog.kind, 'booking.fee_overridden')));
    expect(override).toMatchObject({
      actorId: staff.user.id,
      before: { policyRefundCents: TOTAL - Math.round(TOTAL / 2), policyFeeCents: Math.round(TOTAL / 2) },
      after: { refundCents: TOTAL, feeCents: 0, reason: 'Vet emergency, waived' },
    });
    expect(override.summary).toContain(
      'refunded $493.95 on booking #' + booking.id + " instead of the policy's $246.97: Vet emergency, waived",
    );
  });
});

describe('no-show', () => {
  it('keeps the no-show fee of the terms and refunds the rest', async () => {
    await setPolicy({ noShowFeePercent: 25 });
    const booking = await paidBooking();
    await startIn(booking.id, -30);
    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await t.call('POST', `/api/admin/bookings/${booking.id}/no-show`, staff, {});
    expect(res.statusCode, res.body).toBe(200);
    const fee = Math.round(TOTAL / 4);
    expect(refund.mock.calls[0][2]).toBe(TOTAL - fee);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'no_show', paymentStatus: 'refunded' });
    expect(await feesOf(booking.id)).toMatchObject([{ kind: 'no_show', amount: fee, byUserId: staff.user.id }]);
    expect(await refundsOf(booking.id)).toMatchObject([{ amount: TOTAL - fee }]);
    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, kit.owner)).json();
    expect(receipt.fees).toMatchObject([{ label: 'No-show fee (25%)', amountCents: fee }]);
    const [notice] = await noticesOf(booking.id, 'Marked as a no-show');
    expect(notice.message).toContain(`No-show fee: $123.49. $370.46 is on its way back to your card.`);
    await setPolicy({ noShowFeePercent: 100 });
  });
});
