// The provider's customer of each user, made once and kept in payment_customers (decisions.md 70).
// Both providers use it: the first request makes the customer; one made meanwhile by a concurrent
// request wins (unique user + provider), and Stripe's idempotency key makes the two one customer.
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '../../../common/booking-choices';
import type { Tx } from '../../db/client';
import { paymentCustomers } from '../../db/schema';

export async function storedCustomerId(tx: Tx, userId: number, provider: ProviderName): Promise<string | undefined> {
  const [row] = await tx
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId;
}

/** The user's customer id, asking `create` for one only when none is stored. */
export async function customerOnce(tx: Tx, userId: number, provider: ProviderName, create: () => Promise<string>): Promise<string> {
  const stored = await storedCustomerId(tx, userId, provider);
  if (stored) return stored;
  const customerId = await create();
  await tx.insert(paymentCustomers).values({ userId, provider, customerId }).onConflictDoNothing();
  return (await storedCustomerId(tx, userId, provider)) ?? customerId;
}
