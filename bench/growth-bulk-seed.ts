// The growth bench's bulk (growBulkTo): everybody else's rows, added with set-based SQL up to a
// number of bulk pets. What they are and why they grow as they do: growth-seed.ts.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';
import { sqlRows } from '../server/platform/sql-rows';
import { insertBulkMessages } from './growth-messages-seed';
import { insertBulkCards, payForPaidBookings } from './growth-payments-seed';
import { BUSINESS_ADMIN, BULK_TRAINER_EVERY, GROWTH_USER_COUNT } from './growth-seed';
import { BENCH_TERMS, int, run } from './growth-sql';

/** Bulk pets a bulk owner has: bulk pet g belongs to bulk user ceil(g / 2), users added as the bulk grows. */
const PETS_PER_BULK_OWNER = 2;
/** Bulk bookings a day, all services: a year holds about 2,500, so 1k spans months and 100k decades. */
const BULK_BOOKINGS_A_DAY = 7;
/** The latest bulk training sessions lie this far ahead (booked ahead); stays are all past. */
const TRAINING_DAYS_AHEAD = 60;

/** How many bulk pets exist (each has one booking and one vet record). */
export async function bulkPetCount(db: Db): Promise<number> {
  const [row] = await sqlRows<{ count: number }>(db, sql`select count(*)::int as count from pets where name like 'Bulk pet %'`);
  return Number(row.count);
}

/**
 * Adds bulk pets numbered after the existing ones up to `target`, each with one booking (a third
 * of them training with another trainer; half paid, with a payment intent), one vet record, one
 * vaccination and one notification; every tenth also a bought skill, an enrolment and a session.
 */
export async function growBulkTo(db: Db, target: number): Promise<void> {
  const from = (await bulkPetCount(db)) + 1;
  if (from > target) return;
  await db.transaction(async (tx) => {
    // Every reference is valid by construction, so the per-row foreign-key triggers (half the
    // seed's time) are skipped; CHECKs and unique indexes still apply. Needs a superuser, which
    // PGlite and the bench's PostgreSQL are; elsewhere the keys are simply checked.
    await tx.execute(sql`savepoint replica_role`);
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch {
      await tx.execute(sql`rollback to savepoint replica_role`);
    }
    await insertBulk(tx, from, target);
  });
  await run(db, sql`analyze`);
}

async function insertBulk(db: Tx, from: number, target: number) {
  const bulkUsers = GROWTH_USER_COUNT - 3;
  // More pets come with more owners, each with PETS_PER_BULK_OWNER (the first 4,997 come with the
  // base): an owner's pets, which the staff inbox and a trainer's conversations list, stay as many.
  const owners = Math.ceil(target / PETS_PER_BULK_OWNER);
  await run(
    db,
    sql`insert into users (username, password, email, first_name, last_name, is_trainer)
      select 'growth_user_' || g, (select password from users where username = 'growth_user_1'), 'growth.user.' || g || '@example.com',
        'User', 'Number ' || g, false
      from generate_series(${int(bulkUsers + 1)}, ${int(owners)}) g
      where not exists (select 1 from users where username = 'growth_user_' || g)`,
  );
  const bulkUserIds = sql`array(select id from users where username like 'growth_user_%' order by id)`;
  await run(
    db,
    sql`insert into pets (owner_id, name, pet_type, breed, age, size)
      select (${bulkUserIds})[(g - 1) / ${int(PETS_PER_BULK_OWNER)} + 1], 'Bulk pet ' || g, case when g % 4 = 0 then 'cat' else 'dog' end,
        'Mixed Breed', g % 16, 'small'
      from generate_series(${int(from)}, ${int(target)}) g`,
  );
  const newPets = sql`(select id, owner_id, substring(name from 10)::int as g from pets
    where name like 'Bulk pet %' and substring(name from 10)::int >= ${int(from)})`;
  // Uncorrelated array subqueries run once per statement (a join here was re-scanned per row).
  const trainerCount = Math.floor(bulkUsers / BULK_TRAINER_EVERY);
  const otherTrainerIds = sql`array(select id from users where is_trainer and username like 'growth_user_%' order by id)`;
  const otherTrainer = sql`(${otherTrainerIds})[p.g % ${int(trainerCount)} + 1]`;
  await run(
    db,
    sql`insert into bookings (pet_id, owner_id, trainer_id, start_date, end_date, status, payment_status, total_price, service_type, terms)
      select p.id, p.owner_id, case when p.g % 3 = 0 then ${otherTrainer} end, s.start_date,
        s.start_date + case when p.g % 3 = 0 then interval '1 hour' else interval '2 days' end,
        case when p.g % 2 = 0 then 'confirmed' when p.g % 7 = 0 then 'cancelled' else 'pending' end,
        case when p.g % 2 = 0 then 'paid' else 'unpaid' end, 9000,
        case when p.g % 3 = 0 then 'training' when p.g % 3 = 1 then 'boarding' else 'daycare' end, ${BENCH_TERMS}
      from ${newPets} p
      -- BULK_BOOKINGS_A_DAY a day, bulk pet 1 the latest: more pets, a longer history. Boarding
      -- and daycare in the past only (the nights ahead are bounded by BOARDING_CAPACITY); training
      -- from TRAINING_DAYS_AHEAD ahead backwards.
      cross join lateral (select date_trunc('hour', now()) + interval '10 hours'
        + ((case when p.g % 3 = 0 then ${int(TRAINING_DAYS_AHEAD)} else -3 end) - p.g / ${int(BULK_BOOKINGS_A_DAY)} || ' days')::interval as start_date) s`,
  );
  await payForPaidBookings(db, sql`b.pet_id in (select id from ${newPets} p)`);
  await run(
    db,
    sql`insert into vet_records (pet_id, date, visit_date, vet_name, veterinarian, record_type, notes)
      select p.id, current_date - p.g % 700, current_date - p.g % 700, 'Dr. Bulk', 'Dr. Bulk', 'checkup', 'Fine' from ${newPets} p`,
  );
  // Rabies for every pet (upcoming training needs it, and the booking gate would have asked),
  // expiring two or more years out, so the daily reminder job has nothing to send about them.
  await run(
    db,
    sql`insert into vaccinations (pet_id, vaccine, given_on, expires_on)
      select p.id, 'rabies', current_date - 30, current_date + 800 + p.g % 300 from ${newPets} p`,
  );
  await run(
    db,
    sql`insert into notifications (user_id, type, category, title, message, created_at, emailed_at)
      select p.owner_id, 'info', 'general', 'Bulk notice', 'Bulk message', now() - (p.g % 1000 || ' minutes')::interval, now()
      from ${newPets} p`,
  );
  const tenth = sql`(select * from ${newPets} p where p.g % 10 = 0)`;
  await run(
    db,
    sql`with items as (
        insert into cart_items (user_id, pet_id, skill_id, status, price_paid)
        select p.owner_id, p.id, (select min(id) from training_skills), 'purchased', 5000 from ${tenth} p
        returning id, pet_id)
      insert into skill_progress (cart_item_id, trainer_id, current_step)
      select i.id, ${otherTrainer}, 0 from items i join ${newPets} p on p.id = i.pet_id`,
  );
  await run(
    db,
    sql`insert into program_enrollments (user_id, pet_id, program_id, program_version_id)
      select p.owner_id, p.id, v.program_id, v.id from ${tenth} p
      cross join (select id, program_id from program_versions where program_id = (select min(id) from training_programs) order by version desc limit 1) v`,
  );
  await run(
    db,
    sql`insert into training_sessions (pet_id, trainer_id, date, duration)
      select p.id, ${otherTrainer}, now() - (p.g % 300 || ' days')::interval, 45 from ${tenth} p`,
  );
  await insertBulkMessages(db, newPets, otherTrainer, BUSINESS_ADMIN.username);
  await insertBulkCards(db, tenth);
  // A session row for every twentieth new pet's owner, as the session store writes them.
  await run(
    db,
    sql`insert into sessions (id, user_id, data, expires_at)
      select 'growth-' || p.g || '-' || md5(random()::text), p.owner_id,
        json_build_object('userId', p.owner_id, 'signedInAt', (extract(epoch from now()) * 1000)::bigint), now() + interval '1 day'
      from ${newPets} p where p.g % 20 = 0`,
  );
}
