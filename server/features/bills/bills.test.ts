// GET /api/bookings/:id/bill and /bill.pdf (issue 31 item 6, decisions.md 69): every figure of a
// booking's bill, priced from the booking's own terms; the same figures as its receipt; its owner
// and staff read it, anyone else (the training booking's trainer included) gets 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { insertBooking, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { card, usePaymentsKit } from '../../../tests/helpers/payments-kit';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { instant } from '../../../tests/helpers/test-calendar';
import type { RegisteredUser } from '../../../tests/helpers/users';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
let staff: RegisteredUser;
let admin: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  ({ owner, stranger } = kit);
  staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
  admin = await t.register({}, { roles: ['admin'] });
  trainer = await t.register({ isTrainer: true });
});

const bill = (id: number | string, who: RegisteredUser = owner) => t.call('GET', `/api/bookings/${id}/bill`, who);
const billPdf = (id: number | string, who: RegisteredUser = owner) => t.call('GET', `/api/bookings/${id}/bill.pdf`, who);

async function pay(bookingId: number, cardNumber = '5555 5555 5555 4444') {
  const { clientSecret } = (await intentFor(bookingId)).json();
  expect((await confirm(card(clientSecret, cardNumber))).json()).toEqual({ status: 'succeeded' });
}

/** Rex and Mia's three-day stay with "Sit Pretty" ($25.00) bought for Rex, paid, cancelled at the desk with $15.00 back. */
async function paidStayWithSkillPartlyRefunded() {
  const booking = await newBooking();
  const skill = await insertTrainingSkill(t.db, { name: `Sit Pretty ${booking.id}`, price: 2500, minimumNights: 1 });
  const item = await t.call('POST', '/api/cart', owner, { skillId: skill.id, petId: kit.rex.id });
  expect(item.statusCode, item.body).toBe(201);
  const checkout = await t.call('POST', '/api/checkout', owner, { cartItems: [item.json().id] });
  expect(checkout.statusCode, checkout.body).toBe(200);
  expect(checkout.json().bookings).toEqual([{ id: booking.id, totalPrice: 49395 + 2500 }]);
  await pay(booking.id);
  const paid = (await bill(booking.id)).json();
  const cancelled = await t.call('POST', `/api/admin/bookings/${booking.id}/cancel`, staff, {
    refund: { amountCents: 1500 },
    reason: 'Late cancellation fee kept',
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return { ...booking, skillName: skill.name, paid };
}

describe('GET /api/bookings/:id/bill', () => {
  it('itemises a two-pet stay with a skill, paid and partly refunded, down to the balance', async () => {
    const booking = await paidStayWithSkillPartlyRefunded();
    const res = await bill(booking.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      bookingId: booking.id,
      number: `PC-${String(booking.id).padStart(6, '0')}`,
      business: { name: 'PawsConnect' },
      owner: { name: expect.stringContaining('Olive'), email: owner.user.email },
      pets: [
        { id: kit.rex.id, name: 'Rex' },
        { id: kit.mia.id, name: 'Mia' },
      ],
      serviceType: 'boarding',
      service: 'Boarding stay',
      status: 'cancelled',
      period: { days: 3 },
    });
    // Paid: $89.00 a day for Rex; Mia at 15% off ($75.65) for the same three days; the skill.
    const stay = [
      { kind: 'service', label: 'Boarding, 3 days × $89.00', amountCents: 26700, date: null },
      { kind: 'extra_pet', label: 'Additional pet (15% off), 3 days × $75.65', amountCents: 22695, date: null },
    ];
    expect(booking.paid.lines).toEqual([
      ...stay,
      { kind: 'skill', label: `Training skill: ${booking.skillName} (Rex)`, amountCents: 2500, date: null },
    ]);
    expect(booking.paid).toMatchObject({
      subtotalCents: 51895,
      paidCents: 51895,
      refundedCents: 0,
      balanceCents: 0,
      due: [],
      status: 'confirmed',
    });
    // Cancelled with $15.00 back: the untaught skill went back to the cart (its price is still in
    // what was paid); what staff kept is the cancellation fee (decisions.md 73), and the stay itself
    // is taken off.
    expect(body.lines).toEqual([
      ...stay,
      { kind: 'adjustment', label: 'Training skills (back in the cart since the cancellation)', amountCents: 2500, date: null },
      { kind: 'fee', label: 'Cancellation fee', amountCents: 50395, date: expect.any(String) },
      { kind: 'cancellation', label: 'Booking cancelled', amountCents: -51895, date: expect.any(String) },
    ]);
    expect(body.discountCents).toBe(3 * 8900 - 22695);
    expect(body.subtotalCents).toBe(26700 + 22695 + 2500 + 50395 - 51895);
    expect(body.payments).toEqual([
      { label: 'Payment', amountCents: 51895, date: expect.any(String), cardBrand: expect.any(String), cardLast4: '4444', purpose: 'full' },
    ]);
    expect(body.paidCents).toBe(51895);
    expect(body.refunds).toEqual([{ amountCents: 1500, date: expect.any(String), reason: 'Late cancellation fee kept' }]);
    expect(body.refundedCents).toBe(1500);
    expect(body.balanceCents).toBe(50395 - 51895 + 1500);
    expect(body.balanceCents).toBe(0);
    expect(body.due).toEqual([]);
  });

  it('gives the same figures as the receipt', async () => {
    const booking = await paidStayWithSkillPartlyRefunded();
    const billed = (await bill(booking.id)).json();
    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).json();
    expect(receipt.number).toBe(billed.number);
    expect(receipt.lines).toEqual(
      billed.lines
        .filter((line: { kind: string }) => line.kind !== 'cancellation')
        .map(({ label, amountCents }: { label: string; amountCents: number }) => ({ label, amountCents })),
    );
    expect(receipt.discountCents).toBe(billed.discountCents);
    expect(receipt.totalCents).toBe(billed.paidCents);
    expect(receipt.refund.amountCents).toBe(billed.refundedCents);
    expect(receipt.card).toEqual({ brand: billed.payments[0].cardBrand, last4: billed.payments[0].cardLast4 });
    expect(receipt.paidAt).toBe(billed.payments[0].date);
  });

  it('shows an unpaid booking owed in full, due now, and a paid one settled', async () => {
    const booking = await newBooking();
    const unpaid = (await bill(booking.id)).json();
    expect(unpaid).toMatchObject({ subtotalCents: 49395, payments: [], paidCents: 0, refunds: [], balanceCents: 49395 });
    expect(unpaid.due).toEqual([{ label: 'Due now', amountCents: 49395, when: null }]);
    await pay(booking.id, '4242 4242 4242 4242');
    const paid = (await bill(booking.id)).json();
    expect(paid).toMatchObject({ subtotalCents: 49395, paidCents: 49395, balanceCents: 0, due: [] });
    expect(paid.payments).toEqual([expect.objectContaining({ amountCents: 49395, cardLast4: '4242', purpose: 'full' })]);
  });

  it('bills a training session at the rate in force when it was booked, not today’s', async () => {
    const booking = await insertBooking(t.db, {
      petId: kit.rex.id,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      status: 'confirmed',
      startDate: new Date(instant('2027-06-07T10:00:00.000Z')),
      endDate: new Date(instant('2027-06-07T11:00:00.000Z')),
      totalPrice: 6400,
      terms: { rateCents: 6400, multiPetDiscountPercent: 15, fullRefundHours: 24 },
    });
    await pay(booking.id, '4242 4242 4242 4242');
    const body = (await bill(booking.id)).json();
    expect(body).toMatchObject({ service: 'Training session', pets: [{ id: kit.rex.id, name: 'Rex' }], period: { days: 1 } });
    expect(body.lines).toEqual([{ kind: 'service', label: 'Training session, 1 hour', amountCents: 6400, date: null }]);
    expect(body).toMatchObject({ discountCents: 0, subtotalCents: 6400, paidCents: 6400, refundedCents: 0, balanceCents: 0, due: [] });
    // The trainer reads the booking, not its money.
    expect((await t.call('GET', `/api/bookings/${booking.id}`, trainer)).statusCode).toBe(200);
    expect((await bill(booking.id, trainer)).statusCode).toBe(404);
    expect((await billPdf(booking.id, trainer)).statusCode).toBe(404);
  });

  it('is read by staff and admins; another owner, an unknown id and the signed-out are refused', async () => {
    const booking = await newBooking();
    const mine = (await bill(booking.id)).json();
    for (const who of [staff, admin]) {
      const res = await bill(booking.id, who);
      expect(res.statusCode, res.body).toBe(200);
      expect({ ...res.json(), issuedAt: null }).toEqual({ ...mine, issuedAt: null });
    }
    for (const res of [await bill(booking.id, stranger), await billPdf(booking.id, stranger)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.stringContaining('booking') });
    }
    expect((await bill(99999999)).statusCode).toBe(404);
    expect((await billPdf(99999999)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await bill(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
      expect((await billPdf(bad)).statusCode, bad).toBe(400);
    }
    expect((await t.call('GET', `/api/bookings/${booking.id}/bill`)).statusCode).toBe(401);
    await pay(booking.id); // so the next stay in this file takes the skills bought for Rex
  });
});

describe('GET /api/bookings/:id/bill.pdf', () => {
  it('is a PDF download whose text carries every figure of the bill', async () => {
    const booking = await paidStayWithSkillPartlyRefunded();
    const res = await billPdf(booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pawsconnect-bill-${booking.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`PawsConnect - Bill PC-${String(booking.id).padStart(6, '0')}`);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'PawsConnect',
      `Bill PC-${String(booking.id).padStart(6, '0')}`,
      `Billed to: Olive`,
      owner.user.email,
      'Boarding stay for Rex and Mia',
      'Boarding, 3 days × $89.00',
      '$267.00',
      'Additional pet (15% off), 3 days × $75.65',
      '$226.95',
      'Training skills (back in the cart since the cancellation)',
      '$25.00',
      'Cancellation fee',
      '$503.95',
      'Booking cancelled',
      '-$518.95',
      'Multi-pet discount included: $40.05',
      'Total charges',
      '$503.95',
      'ending in 4444',
      '$518.95',
      'Late cancellation fee kept',
      '$15.00',
      'Balance',
      '$0.00',
      'This booking was cancelled.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('sets names its fonts cannot spell as near as they can, instead of failing the download', async () => {
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Łucja 🐶' });
    const booking = await insertBooking(t.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      startDate: new Date(instant('2027-07-05T10:00:00.000Z')),
      endDate: new Date(instant('2027-07-07T10:00:00.000Z')),
      status: 'confirmed',
      paymentStatus: 'pending',
    });
    const res = await billPdf(booking.id);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Boarding stay for Lucja');
  });
});
