// Saved cards in the sandbox (issue 31, item 3; decisions.md 70): saving at checkout, the list, the
// default, removing, another user's card, paying with a saved card, and the off-session charge as
// Stripe's test cards behave. Only the provider (here the sandbox's own tables) holds card data,
// and no table ever keeps a card number.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { sql } from 'drizzle-orm';
import { paymentIntents, sandboxOffSessionCharges, sandboxPaymentMethods, savedCards } from '../../db/schema';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';
import { defaultCardOf } from '../../domain/payments/saved-cards';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(() => ({ owner, stranger } = kit));

const list = (who: RegisteredUser = owner) => t.call('GET', '/api/payment-methods', who);
const intentRow = async (bookingId: number) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId)))[0];

/** Pays a new booking with `number`, asking to save the card; returns the booking. */
async function payAndSave(number: string) {
  const booking = await newBooking();
  const { clientSecret } = (await intentFor(booking.id)).json();
  const res = await confirm(card(clientSecret, number, { saveCard: true }));
  expect(res.statusCode, res.body).toBe(200);
  return { booking, clientSecret, result: res.json() };
}

/** Every text column of every row of the card tables, to check that no card number is kept. */
async function everythingStored(): Promise<string> {
  const tables = ['saved_cards', 'sandbox_payment_methods', 'payment_intents', 'payment_customers', 'sandbox_off_session_charges'];
  const rows = await Promise.all(tables.map((table) => sqlRows(t.db, sql.raw(`select * from ${table}`))));
  return JSON.stringify(rows);
}

describe('saving a card at checkout', () => {
  it('saves the card once the payment succeeds, as brand, last four and expiry only; the first saved card is the default', async () => {
    expect((await list()).json()).toEqual([]);
    const { booking, result } = await payAndSave('4242 4242 4242 4242');
    expect(result).toEqual({ status: 'succeeded' });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const cards = (await list()).json();
    expect(cards).toEqual([
      { id: expect.any(Number), brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 5, isDefault: true },
    ]);
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, cards[0].id));
    expect(row).toMatchObject({ userId: owner.user.id, provider: 'sandbox', providerMethodId: expect.stringMatching(/^pm_sandbox_/) });
    expect(await intentRow(booking.id)).toMatchObject({ saveCard: true, status: 'succeeded' });
    // Card data is never stored: not in any card table, not in the intent.
    expect(await everythingStored()).not.toContain('4242424242424242');
    const [method] = await t.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, row.providerMethodId));
    expect(Object.keys(method).sort()).toEqual(['behaviour', 'brand', 'createdAt', 'expMonth', 'expYear', 'id', 'intentId', 'last4']);
    expect(method.behaviour).toBe('succeeds');
  });

  it('saves nothing when the owner did not ask, or when the payment was declined', async () => {
    const before = (await list()).json().length;
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    expect((await confirm(card(clientSecret, '4000 0000 0000 9995', { saveCard: true }))).json()).toMatchObject({ status: 'failed' });
    expect((await confirm(card(clientSecret, '5555 5555 5555 4444'))).json()).toEqual({ status: 'succeeded' });
    expect((await list()).json()).toHaveLength(before);
  });

  it('saves a card that needed 3-D Secure once the owner authenticates', async () => {
    const { booking, clientSecret, result } = await payAndSave('4000 0025 0000 3155');
    expect(result.status).toBe('requires_action');
    expect((await list()).json().some((saved: { last4: string }) => saved.last4 === '3155')).toBe(false);
    const auth = await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' });
    expect(auth.statusCode).toBe(200);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'paid' });
    const saved = (await list()).json().find((one: { last4: string }) => one.last4 === '3155');
    expect(saved).toMatchObject({ brand: 'visa', isDefault: false });
  });
});

describe('GET, PUT default and DELETE /api/payment-methods', () => {
  it('keeps exactly one default: making another the default moves it', async () => {
    await payAndSave('5555 5555 5555 4444');
    const cards = (await list()).json();
    const other = cards.find((one: { isDefault: boolean }) => !one.isDefault);
    const res = await t.call('PUT', `/api/payment-methods/${other.id}/default`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...other, isDefault: true });
    const after = (await list()).json();
    expect(after.filter((one: { isDefault: boolean }) => one.isDefault)).toEqual([{ ...other, isDefault: true }]);
    expect(after[0].id).toBe(other.id);
    expect((await defaultCardOf(t.db, owner.user.id))?.id).toBe(other.id);
    // Again: still one default.
    expect((await t.call('PUT', `/api/payment-methods/${other.id}/default`, owner)).statusCode).toBe(200);
    expect(await t.db.$count(savedCards, eq(savedCards.isDefault, true))).toBe(1);
  });

  it("answers another user's card with 404 and changes nothing; they see none of them", async () => {
    const [first] = (await list()).json();
    expect((await list(stranger)).json()).toEqual([]);
    expect((await t.call('DELETE', `/api/payment-methods/${first.id}`, stranger)).statusCode).toBe(404);
    const put = await t.call('PUT', `/api/payment-methods/${first.id}/default`, stranger);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ message: 'The saved card was not found.' });
    expect((await list()).json()[0]).toEqual(first);
    expect((await t.call('DELETE', '/api/payment-methods/999999', owner)).statusCode).toBe(404);
    const bad = await t.call('DELETE', '/api/payment-methods/abc', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.any(String), details: expect.any(Object) });
  });

  it('removes a card (204) and detaches it at the provider; removing the default makes the newest remaining card the default', async () => {
    const cards = (await list()).json();
    const def = cards.find((one: { isDefault: boolean }) => one.isDefault);
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, def.id));
    const res = await t.call('DELETE', `/api/payment-methods/${def.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await t.db.$count(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, row.providerMethodId))).toBe(0);
    const after = (await list()).json();
    expect(after).toHaveLength(cards.length - 1);
    const newest = (await t.db.select().from(savedCards).where(eq(savedCards.userId, owner.user.id))).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    )[0];
    expect(after.filter((one: { isDefault: boolean }) => one.isDefault).map((one: { id: number }) => one.id)).toEqual([newest.id]);
    expect((await t.call('DELETE', `/api/payment-methods/${def.id}`, owner)).statusCode).toBe(404);
  });
});

describe('paying with a saved card', () => {
  it('pays with the saved card instead of typing one: the booking is paid with that card', async () => {
    const saved = (await list()).json().find((one: { last4: string }) => one.last4 !== '3155');
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const res = await confirm({ clientSecret, paymentMethodId: saved.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await intentRow(booking.id)).toMatchObject({ savedCardId: saved.id, cardLast4: saved.last4, saveCard: false });
  });

  it('takes the usual 3-D Secure step for a saved card that needs it on-session (4000 0025 0000 3155)', async () => {
    await payAndSave('4000 0025 0000 3155').then(({ clientSecret }) =>
      t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' }),
    );
    const saved = (await list()).json().find((one: { last4: string }) => one.last4 === '3155');
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const res = await confirm({ clientSecret, paymentMethodId: saved.id });
    expect(res.json()).toMatchObject({ status: 'requires_action', redirectUrl: expect.stringContaining('/sandbox/authenticate?') });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'pending' });
    await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("refuses another user's saved card (404) and a body with both a saved and a new card (400); nothing is charged", async () => {
    const [saved] = (await list()).json();
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const both = await confirm({ ...card(clientSecret), paymentMethodId: saved.id });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: 'Pay with a saved card or a new card, not both' });
    // The stranger cannot pay the owner's booking with anything (404), nor name the owner's card.
    expect((await confirm({ clientSecret, paymentMethodId: saved.id }, stranger)).statusCode).toBe(404);
    expect((await confirm({ clientSecret, paymentMethodId: 999999 })).statusCode).toBe(404);
    expect(await intentRow(booking.id)).toMatchObject({ status: 'requires_payment_method', savedCardId: null });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'pending' });
  });
});

describe('the sandbox off-session charge', () => {
  /** A test card kept without a payment (Stripe's SetupIntent), then charged off-session. */
  const chargeOf = (number: string, idempotencyKey: string) =>
    t.db.transaction(async (tx) => {
      const providerMethodId = await sandboxProvider.setUpCard(tx, { cardNumber: number, expMonth: 12, expYear: 2034, cvc: '123' });
      const customerId = await sandboxProvider.ensureCustomer(tx, { id: owner.user.id, email: owner.user.email, name: 'Olive' });
      return sandboxProvider.chargeOffSession(tx, {
        bookingId: 1,
        purpose: 'balance',
        amount: 12300,
        customerId,
        providerMethodId,
        idempotencyKey,
      });
    });

  it.each([
    ['4242424242424242', { status: 'succeeded' }],
    // Always needs the owner: the intent is left for them to finish on-session.
    ['4000002760003184', { status: 'requires_action' }],
    // Needs authentication on-session, but not off-session once saved (Stripe's documented behaviour).
    ['4000002500003155', { status: 'succeeded' }],
    ['4000000000009995', { status: 'failed', declineMessage: 'Your card has insufficient funds.' }],
  ])('charges %s as Stripe would', async (number, expected) => {
    const result = await chargeOf(number, `test-${number.slice(-4)}`);
    expect(result).toEqual({ id: expect.stringMatching(/^pi_sandbox_/), clientSecret: expect.stringMatching(/_secret_/), ...expected });
  });

  it('never charges twice for the same idempotency key: a repeat gets the first answer', async () => {
    const first = await chargeOf('4242424242424242', 'booking-7-balance');
    const again = await chargeOf('4000000000009995', 'booking-7-balance');
    expect(again).toEqual(first);
    expect(await t.db.$count(sandboxOffSessionCharges, eq(sandboxOffSessionCharges.idempotencyKey, 'booking-7-balance'))).toBe(1);
    // Concurrent repeats too (PostgreSQL: the second waits for the first's key).
    const together = await Promise.all(Array.from({ length: 5 }, () => chargeOf('4242424242424242', 'booking-8-balance')));
    expect(new Set(together.map((result) => result.id)).size).toBe(1);
    expect(await t.db.$count(sandboxOffSessionCharges, eq(sandboxOffSessionCharges.idempotencyKey, 'booking-8-balance'))).toBe(1);
  });

  it('makes one customer per user and keeps it', async () => {
    const ids = await t.db.transaction(async (tx) => [
      await sandboxProvider.ensureCustomer(tx, { id: stranger.user.id, email: stranger.user.email, name: 'S' }),
      await sandboxProvider.ensureCustomer(tx, { id: stranger.user.id, email: stranger.user.email, name: 'S' }),
    ]);
    expect(ids[0]).toMatch(/^cus_sandbox_/);
    expect(ids[1]).toBe(ids[0]);
    expect(await everythingStored()).not.toMatch(/4242424242424242|4000002760003184|4000000000009995/);
  });
});
