// The growth bench's payments, in the shape of growth-seed.ts: a sandbox payment intent for each
// paid booking; and saved cards (issue 31, decisions.md 70): the measured owner keeps three sandbox
// cards (one the default) at every scale, the bulk adds one card for the owner of every tenth bulk
// pet, so GET /api/payment-methods reads the same three cards out of a table that grows.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';

const OWN_CARD_COUNT = 3;

/** The measured owner's cards with the bench servers' provider (the sandbox), the first the default. */
export async function seedOwnerCards(db: Db, ownerId: number): Promise<void> {
  await db.execute(
    sql`insert into saved_cards (user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, is_default, created_at)
      select ${ownerId}::int, 'sandbox', 'pm_growth_owner_' || g, case when g = 2 then 'mastercard' else 'visa' end,
        (4240 + g)::text, g + 2, 2030 + g, g = 1, now() - (g || ' days')::interval
      from generate_series(1, ${OWN_CARD_COUNT}::int) g`,
  );
}

/** One card each for the owners of `tenth` (growth-seed.ts insertBulk's every tenth new pet), none a default. */
export async function insertBulkCards(db: Tx, tenth: ReturnType<typeof sql>): Promise<void> {
  await db.execute(
    sql`insert into saved_cards (user_id, provider, provider_method_id, brand, last4, exp_month, exp_year)
      select p.owner_id, 'sandbox', 'pm_growth_bulk_' || p.g, 'visa', '4242', p.g % 12 + 1, 2031 from ${tenth} p`,
  );
}

/** A succeeded sandbox payment intent for every paid booking the condition picks that has none, paid two days before it starts (or now, for one booked later than that). */
export async function payForPaidBookings(db: Db | Tx, condition: ReturnType<typeof sql>) {
  await db.execute(
    sql`insert into payment_intents (id, booking_id, provider, client_secret, amount, status, card_brand, card_last4, paid_at)
      select 'pi_growth_' || b.id, b.id, 'sandbox', 'pi_growth_' || b.id || '_secret', b.total_price, 'succeeded', 'visa', '4242',
        least(b.start_date - interval '2 days', b.created_at)
      from bookings b
      where b.payment_status = 'paid' and ${condition}
        and not exists (select 1 from payment_intents pi where pi.booking_id = b.id)`,
  );
}
