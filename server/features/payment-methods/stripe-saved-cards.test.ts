// Saved cards with Stripe (issue 31, item 3; decisions.md 70), through the real SDK against the
// stand-in: a Customer made once per user, `setup_future_usage: 'off_session'` when the owner ticks
// "Save this card", the card saved from the payment method Stripe attached, paying with a saved
// card, detaching on removal, and the off-session charge for each of Stripe's test-card outcomes.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useStripeTestApp } from '../../../tests/helpers/stripe-test-app';
import { day } from '../../../tests/helpers/test-calendar';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, paymentCustomers, paymentIntents, savedCards } from '../../db/schema';
import { stripeProvider } from '../../platform/payments/stripe-provider';

const { t, stripe, postEvent } = await useStripeTestApp();
const provider = stripeProvider({ secretKey: 'sk_test_pawsconnect', publishableKey: 'pk_test_pawsconnect', apiUrl: stripe.url });

let owner: RegisteredUser;
let stranger: RegisteredUser;
let rex: Pet;
let nextDay = 1;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

async function newBooking(): Promise<{ id: number }> {
  const first = nextDay;
  nextDay += 4;
  const nominal = (offset: number) => new Date(Date.UTC(2031, 0, offset)).toISOString().slice(0, 10);
  const res = await t.call('POST', '/api/bookings', owner, {
    petId: rex.id,
    serviceType: 'boarding',
    startDate: `${day(nominal(first))}T09:00:00.000Z`,
    endDate: `${day(nominal(first + 2))}T09:00:00.000Z`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const intentOf = async (bookingId: number) => (await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId)))[0];
const requestsTo = (method: string, path: string) =>
  stripe.requests.filter((request) => request.method === method && request.path === path);

describe('saving a card with Stripe', () => {
  it('asks Stripe to keep the card for the customer (made once), and saves it from the payment method Stripe attached when the payment succeeds', async () => {
    const booking = await newBooking();
    const res = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id, saveCard: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ provider: 'stripe', amount: 17800 });
    const intent = await intentOf(booking.id);
    expect(intent.saveCard).toBe(true);
    const [customer] = await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, owner.user.id));
    expect(customer).toMatchObject({ provider: 'stripe', customerId: expect.stringMatching(/^cus_standin/) });
    expect(requestsTo('POST', '/v1/customers').at(-1)?.idempotencyKey).toBe(`customer-user-${owner.user.id}`);
    expect(stripe.intents.get(intent.id)).toMatchObject({ customer: customer.customerId, setup_future_usage: 'off_session' });

    stripe.succeed(intent.id, { brand: 'mastercard', last4: '4444' });
    expect((await postEvent('payment_intent.succeeded', stripe.intents.get(intent.id)!)).statusCode).toBe(200);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].paymentStatus).toBe('paid');
    const cards = (await t.call('GET', '/api/payment-methods', owner)).json();
    expect(cards).toEqual([{ id: expect.any(Number), brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2034, isDefault: true }]);
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, cards[0].id));
    expect(row.providerMethodId).toBe(stripe.intents.get(intent.id)!.payment_method);

    // A second checkout reuses the customer; the success page's PATCH after the webhook saves nothing twice.
    const customersBefore = stripe.customers.size;
    const again = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: again.id, saveCard: true });
    expect(stripe.customers.size).toBe(customersBefore);
    expect(await t.db.$count(paymentCustomers, eq(paymentCustomers.userId, owner.user.id))).toBe(1);
    await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'confirmed', paymentStatus: 'paid' });
    expect(await t.db.$count(savedCards, eq(savedCards.userId, owner.user.id))).toBe(1);
  });

  it('unticked, the intent no longer asks to keep the card; a payment without it saves nothing', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id, saveCard: true });
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id, saveCard: false });
    const intent = await intentOf(booking.id);
    expect(intent.saveCard).toBe(false);
    expect(stripe.intents.get(intent.id)?.setup_future_usage).toBeNull();
    stripe.succeed(intent.id);
    await postEvent('payment_intent.succeeded', stripe.intents.get(intent.id)!);
    expect(await t.db.$count(savedCards, eq(savedCards.userId, owner.user.id))).toBe(1);
  });

  it('pays with a saved card: the intent gets the card and the customer for the owner to confirm; not with anyone else’s (404)', async () => {
    const [saved] = (await t.call('GET', '/api/payment-methods', owner)).json();
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, saved.id));
    const booking = await newBooking();
    const res = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id, paymentMethodId: saved.id });
    expect(res.statusCode, res.body).toBe(200);
    const intent = await intentOf(booking.id);
    expect(intent.savedCardId).toBe(saved.id);
    expect(stripe.intents.get(intent.id)).toMatchObject({ payment_method: row.providerMethodId, customer: expect.stringMatching(/^cus_/) });

    const strangers = await t.register();
    const pet = await postVaccinatedPet(t.app, t.db, strangers, { ...rexProfile, name: 'Bo' });
    const theirs = await t.call('POST', '/api/bookings', strangers, {
      petId: pet.id,
      serviceType: 'boarding',
      startDate: `${day('2031-06-01')}T09:00:00.000Z`,
      endDate: `${day('2031-06-03')}T09:00:00.000Z`,
    });
    const refused = await t.call('POST', '/api/create-payment-intent', strangers, {
      bookingId: theirs.json().id,
      paymentMethodId: saved.id,
    });
    expect(refused.statusCode).toBe(404);
    const [theirIntent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, theirs.json().id));
    expect(stripe.intents.get(theirIntent.id)?.payment_method).toBeNull();
  });

  it('removing a card detaches it at Stripe (204); another user gets 404', async () => {
    const [saved] = (await t.call('GET', '/api/payment-methods', owner)).json();
    const [row] = await t.db.select().from(savedCards).where(eq(savedCards.id, saved.id));
    expect((await t.call('DELETE', `/api/payment-methods/${saved.id}`, stranger)).statusCode).toBe(404);
    expect(requestsTo('POST', `/v1/payment_methods/${row.providerMethodId}/detach`)).toHaveLength(0);
    expect((await t.call('DELETE', `/api/payment-methods/${saved.id}`, owner)).statusCode).toBe(204);
    expect(requestsTo('POST', `/v1/payment_methods/${row.providerMethodId}/detach`)).toHaveLength(1);
    expect(stripe.paymentMethods.get(row.providerMethodId)?.customer).toBeNull();
    expect((await t.call('GET', '/api/payment-methods', owner)).json()).toEqual([]);
  });
});

describe('the Stripe off-session charge', () => {
  const methods = new Map<string, string>();
  const charge = async (behaviour: Parameters<typeof stripe.attachCard>[1]['behaviour'], idempotencyKey: string) =>
    t.db.transaction(async (tx) => {
      const customerId = await provider.ensureCustomer(tx, { id: owner.user.id, email: owner.user.email, name: 'Olive' });
      // One saved card per behaviour, so a repeated key repeats the same request.
      const method = { id: methods.get(behaviour) ?? stripe.attachCard(customerId, { brand: 'visa', last4: '4242', behaviour }).id };
      methods.set(behaviour, method.id);
      return provider.chargeOffSession(tx, {
        bookingId: 42,
        purpose: 'balance',
        amount: 45000,
        customerId,
        providerMethodId: method.id,
        idempotencyKey,
      });
    });

  it('creates and confirms the intent off-session with the saved card: a card that pays succeeds', async () => {
    const result = await charge('succeeds', 'booking-42-balance-a');
    expect(result).toEqual({
      id: expect.stringMatching(/^pi_standin/),
      clientSecret: expect.stringMatching(/_secret_/),
      status: 'succeeded',
    });
    const create = requestsTo('POST', '/v1/payment_intents').at(-1)!;
    expect(Object.fromEntries(create.form)).toMatchObject({
      amount: '45000',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      'metadata[bookingId]': '42',
      'metadata[purpose]': 'balance',
    });
    expect(create.form.get('customer')).toMatch(/^cus_/);
    expect(create.form.get('payment_method')).toMatch(/^pm_/);
    expect(create.idempotencyKey).toBe('booking-42-balance-a');
  });

  it("turns Stripe's authentication_required into requires_action with the intent for the owner to finish (4000 0027 6000 3184)", async () => {
    const result = await charge('authentication_always', 'booking-42-balance-b');
    expect(result).toEqual({
      id: expect.stringMatching(/^pi_standin/),
      clientSecret: expect.stringMatching(/_secret_/),
      status: 'requires_action',
    });
    expect(stripe.intents.get(result.id)?.status).toBe('requires_payment_method');
  });

  it('charges a card that needed authentication only on-session (4000 0025 0000 3155) without the owner once saved', async () => {
    expect((await charge('authentication_unless_saved', 'booking-42-balance-c')).status).toBe('succeeded');
  });

  it('fails a decline with the bank’s message (insufficient funds)', async () => {
    const result = await charge('insufficient_funds', 'booking-42-balance-d');
    expect(result).toEqual({
      id: expect.stringMatching(/^pi_standin/),
      clientSecret: expect.any(String),
      status: 'failed',
      declineMessage: 'Your card has insufficient funds.',
    });
  });

  it('never charges twice for one idempotency key: Stripe replays the first answer', async () => {
    const intentsBefore = stripe.intents.size;
    const first = await charge('succeeds', 'booking-43-balance');
    const again = await charge('succeeds', 'booking-43-balance');
    expect(again).toEqual(first);
    expect(stripe.intents.size).toBe(intentsBefore + 1);
  });
});
