// Cancelling a paid stay refunds only its untaught skills (issue 28, decisions.md 59): the price of
// a skill already completed on the stay is kept, the booking's cancellation terms name it before
// the owner confirms, and the provider's refund, the receipt and the owner's notice all show the
// reduced amount. Uncompleted skills go back to the cart as before. The completed skill is set in
// the database, as legacy data from before the teaching window (it now cannot be taught before check-in).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartItems, notifications, skillProgress } from '../../db/schema';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';
import { insertTrainingSkill } from '../../../tests/helpers/factories';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm, mailWithSubject } = kit;
afterEach(() => vi.restoreAllMocks());

let stays = 0;

/** Rex and Mia's stay with two skills of Rex's bought onto it at checkout, then paid. */
async function paidStayWithSkills() {
  stays += 1;
  const booking = await newBooking();
  const taught = await insertTrainingSkill(t.db, { name: `Legacy Sit ${stays}`, price: 2500 });
  const untaught = await insertTrainingSkill(t.db, { name: `Open Recall ${stays}`, price: 3900 });
  const itemIds: number[] = [];
  for (const skill of [taught, untaught]) {
    const added = await t.call('POST', '/api/cart', kit.owner, { skillId: skill.id, petId: kit.rex.id });
    expect(added.statusCode, added.body).toBe(201);
    itemIds.push(added.json().id);
  }
  const checkout = await t.call('POST', '/api/checkout', kit.owner, { cartItems: itemIds });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const total = (await storedBooking(t.db, booking.id)).totalPrice;
  expect(total).toBe(booking.totalPrice + 2500 + 3900);
  const { clientSecret } = (await intentFor(booking.id)).json();
  expect((await confirm(card(clientSecret))).json()).toEqual({ status: 'succeeded' });
  return { booking, total, taughtItem: itemIds[0], untaughtItem: itemIds[1] };
}

describe('an owner cancelling a paid stay with a taught skill', () => {
  it('keeps the taught skill’s price, names it beforehand, refunds the rest and returns the untaught skill to the cart', async () => {
    const { booking, total, taughtItem, untaughtItem } = await paidStayWithSkills();
    await t.db.update(skillProgress).set({ completed: true }).where(eq(skillProgress.cartItemId, taughtItem));
    const expected = total - 2500;

    // The terms the owner sees before confirming.
    const before = await t.call('GET', `/api/bookings/${booking.id}`, kit.owner);
    expect(before.json().cancellation).toEqual({
      allowed: true,
      refundAmount: expected,
      feeAmount: 0,
      feeKind: null,
      feeLabel: null,
      reason: null,
      keptSkills: [{ name: 'Legacy Sit 1', petName: 'Rex', amountCents: 2500 }],
    });

    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await t.call('PATCH', `/api/bookings/${booking.id}`, kit.owner, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', payment: { refundAmount: expected } });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][2]).toBe(expected);

    const receipt = await t.call('GET', `/api/bookings/${booking.id}/receipt`, kit.owner);
    expect(receipt.json().refund).toMatchObject({ amountCents: expected });
    const mail = await mailWithSubject('Your PawsConnect refund');
    expect(mail.text).toContain(`We have refunded $${(expected / 100).toFixed(2)}`);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kit.owner.user.id), eq(notifications.title, 'Refund issued')));
    expect(notice.message).toContain(`$${(expected / 100).toFixed(2)} for Rex and Mia's boarding stay`);
    expect(notice.message).toContain('It leaves out Legacy Sit 1 (Rex, $25.00), already taught.');

    // The taught skill stays on the stay; the untaught one is back in the cart.
    const items = await t.db.select().from(cartItems).where(eq(cartItems.userId, kit.owner.user.id)).orderBy(cartItems.id);
    expect(items.find((item) => item.id === taughtItem)).toMatchObject({ status: 'purchased', bookingId: booking.id, pricePaid: 2500 });
    expect(items.find((item) => item.id === untaughtItem)).toMatchObject({ status: 'in_cart', bookingId: null, pricePaid: null });
  });

  it('refunds everything and names no kept skill when none was taught', async () => {
    const { booking, total } = await paidStayWithSkills();
    const before = await t.call('GET', `/api/bookings/${booking.id}`, kit.owner);
    expect(before.json().cancellation).toEqual({
      allowed: true,
      refundAmount: total,
      feeAmount: 0,
      feeKind: null,
      feeLabel: null,
      reason: null,
    });

    const refund = vi.spyOn(sandboxProvider, 'refund');
    const res = await t.call('PATCH', `/api/bookings/${booking.id}`, kit.owner, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(refund.mock.calls[0][2]).toBe(total);
    expect((await t.call('GET', `/api/bookings/${booking.id}/receipt`, kit.owner)).json().refund).toMatchObject({ amountCents: total });
  });
});
