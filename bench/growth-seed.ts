// The growth bench's data, written with set-based SQL (INSERT ... SELECT generate_series) so
// 100,000 rows take seconds, not an API call each.
//
// Two kinds of rows:
// - The base (seedGrowthBase, once): 5,000 users, the measured owner with a realistic amount of
//   their own data (20 pets, 50 bookings, 100 vet records, ...), and one busy trainer with
//   50 client pets, a program, 100 sessions, report cards, assessments and assigned skills.
//   These stay the same at every scale: one person's own lists do not grow 100x. Nor do other
//   owners': the bulk's owners have two pets each, more owners added past 10,000 bulk pets.
// - The bulk (growBulkTo, growth-bulk-seed.ts): pets, bookings (with payments), vet records, vaccinations,
//   notifications, skills, enrolments, sessions, messages (growth-messages-seed.ts) and saved
//   cards (growth-payments-seed.ts) of everybody else, 1 of each per bulk pet (a tenth for the rarer
//   kinds). Only the bulk grows; indexes must keep the measured user's requests from noticing.
// The bulk's bookings come at a fixed number a day (BULK_BOOKINGS_A_DAY; a business's capacity and
// its trainers' hours bound its day), bulk pet 1 the latest: growing the data lengthens the
// business's history, it does not crowd its days. So the day board and the business reports of
// the recent weeks (issue 28) see the same days at 1k and 100k, and what they must not notice is
// the years behind them.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { hashPassword } from '../server/platform/passwords';
import { sqlRows } from '../server/platform/sql-rows';
import { seedGrowthConversations } from './growth-messages-seed';
import { payForPaidBookings, seedOwnerCards } from './growth-payments-seed';
import { BENCH_TERMS, int, run } from './growth-sql';

export const GROWTH_USER_COUNT = 5_000;
/** Every twentieth of the first bulk users is a trainer (other trainers' rows must not show on the busy trainer's pages). */
export const BULK_TRAINER_EVERY = 20;
export const MEASURED_OWNER = { username: 'growth_owner', password: 'growth-owner-pass-1' };
export const BUSY_TRAINER = { username: 'growth_trainer', password: 'growth-trainer-pass-1' };
/** The business's admin, who reads the day board and the reports (staff and admin). */
export const BUSINESS_ADMIN = { username: 'growth_admin', password: 'growth-admin-pass-1' };
const OWN_PET_COUNT = 20;
const CLIENT_PET_COUNT = 30;

export type GrowthIds = {
  ownerId: number;
  trainerId: number;
  adminId: number;
  /** The measured owner's first pet and booking, and a paid booking (it has a receipt). */
  ownerPetId: number;
  ownerBookingId: number;
  paidBookingId: number;
  /** A pet of another owner that is the busy trainer's client. */
  clientPetId: number;
  /** The measured owner's 200-message conversation with the business (growth-messages-seed.ts). */
  ownerConversationId: number;
  /** An upcoming paid booking of the measured owner (its cancellation quote has a refund), and their first enrolment. */
  cancellableBookingId: number;
  enrollmentId: number;
};

/** Inserts the users, the measured owner's data and the busy trainer's practice. */
export async function seedGrowthBase(db: Db): Promise<GrowthIds> {
  // One argon2 hash for everybody: hashing 5,000 passwords would take minutes.
  const ownerHash = await hashPassword(MEASURED_OWNER.password);
  const trainerHash = await hashPassword(BUSY_TRAINER.password);
  const adminHash = await hashPassword(BUSINESS_ADMIN.password);
  await run(
    db,
    sql`insert into users (username, password, email, first_name, last_name, is_trainer, is_staff, is_admin) values
      (${MEASURED_OWNER.username}, ${ownerHash}, 'growth.owner@example.com', 'Grace', 'Owner', false, false, false),
      (${BUSY_TRAINER.username}, ${trainerHash}, 'growth.trainer@example.com', 'Terry', 'Trainer', true, false, false),
      (${BUSINESS_ADMIN.username}, ${adminHash}, 'growth.admin@example.com', 'Ada', 'Admin', false, true, true)`,
  );
  await run(
    db,
    sql`insert into users (username, password, email, first_name, last_name, is_trainer)
      select 'growth_user_' || g, ${ownerHash}, 'growth.user.' || g || '@example.com', 'User', 'Number ' || g,
        g % ${int(BULK_TRAINER_EVERY)} = 0
      from generate_series(1, ${int(GROWTH_USER_COUNT - 3)}) g`,
  );
  const [ids] = await sqlRows<{ owner_id: number; trainer_id: number; admin_id: number }>(
    db,
    sql`select (select id from users where username = ${MEASURED_OWNER.username}) as owner_id,
      (select id from users where username = ${BUSY_TRAINER.username}) as trainer_id,
      (select id from users where username = ${BUSINESS_ADMIN.username}) as admin_id`,
  );
  const ownerId = Number(ids.owner_id);
  const trainerId = Number(ids.trainer_id);

  // The measured owner's 20 pets and the busy trainer's 30 client pets of other owners.
  await run(
    db,
    sql`insert into pets (owner_id, name, pet_type, breed, age, size, created_at)
      select ${int(ownerId)}, 'Own pet ' || g, 'dog', 'Labrador Retriever', g % 15, 'medium', now() - (g || ' days')::interval
      from generate_series(1, ${int(OWN_PET_COUNT)}) g`,
  );
  await run(
    db,
    sql`insert into pets (owner_id, name, pet_type, breed, age, size)
      select u.id, 'Client pet ' || g, 'dog', 'Border Collie', g % 12, 'large'
      from generate_series(1, ${int(CLIENT_PET_COUNT)}) g join users u on u.username = 'growth_user_' || (g * 7)`,
  );
  await seedOwnerData(db, ownerId, trainerId);
  await seedTrainerPractice(db, trainerId);
  const ownerConversationId = await seedGrowthConversations(db, ownerId, trainerId, Number(ids.admin_id));
  await seedOwnerCards(db, ownerId);
  const [first] = await sqlRows<Record<string, number>>(
    db,
    sql`select (select min(id) from pets where owner_id = ${int(ownerId)}) as pet_id,
      (select min(id) from bookings where owner_id = ${int(ownerId)}) as booking_id,
      (select min(id) from bookings where owner_id = ${int(ownerId)} and payment_status = 'paid') as paid_booking_id,
      (select min(id) from pets where name like 'Client pet %') as client_pet_id,
      (select min(id) from bookings where owner_id = ${int(ownerId)} and payment_status = 'paid' and start_date > now() + interval '7 days') as cancellable_booking_id,
      (select min(id) from program_enrollments where user_id = ${int(ownerId)}) as enrollment_id`,
  );
  return {
    ownerId,
    trainerId,
    adminId: Number(ids.admin_id),
    ownerPetId: Number(first.pet_id),
    ownerBookingId: Number(first.booking_id),
    paidBookingId: Number(first.paid_booking_id),
    clientPetId: Number(first.client_pet_id),
    ownerConversationId,
    cancellableBookingId: Number(first.cancellable_booking_id),
    enrollmentId: Number(first.enrollment_id),
  };
}

/** 50 bookings (20 training with the busy trainer, half of all paid), 100 vet records, 60 vaccinations, 100 notifications. */
async function seedOwnerData(db: Db, ownerId: number, trainerId: number) {
  const ownPets = sql`(select id, row_number() over (order by id) as n from pets where owner_id = ${int(ownerId)})`;
  await run(
    db,
    sql`insert into bookings (pet_id, owner_id, trainer_id, start_date, end_date, status, payment_status, total_price, service_type, terms)
      select p.id, ${int(ownerId)}, case when g % 5 < 2 then ${int(trainerId)} end, s.start_date,
        s.start_date + case when g % 5 < 2 then interval '1 hour' else interval '3 days' end,
        case when g % 2 = 0 then 'confirmed' else 'pending' end, case when g % 2 = 0 then 'paid' else 'unpaid' end,
        12000, case when g % 5 < 2 then 'training' when g % 5 = 2 then 'daycare' else 'boarding' end, ${BENCH_TERMS}
      from generate_series(1, 50) g
      join ${ownPets} p on p.n = (g - 1) % ${int(OWN_PET_COUNT)} + 1
      cross join lateral (select date_trunc('hour', now()) + ((g - 25) * 5 || ' days')::interval + interval '10 hours' as start_date) s`,
  );
  await payForPaidBookings(db, sql`b.owner_id = ${int(ownerId)}`);
  await run(
    db,
    sql`insert into vet_records (pet_id, date, visit_date, vet_name, veterinarian, record_type, notes, clinic_name)
      select p.id, (current_date - g * 7), (current_date - g * 7), 'Dr. Vet', 'Dr. Vet', 'checkup', 'All well', 'Growth Clinic'
      from generate_series(1, 100) g join ${ownPets} p on p.n = (g - 1) % ${int(OWN_PET_COUNT)} + 1`,
  );
  await run(
    db,
    sql`insert into vaccinations (pet_id, vaccine, given_on, expires_on)
      select p.id, v.vaccine, current_date - 100, current_date + 900
      from ${ownPets} p cross join (values ('rabies'), ('dhpp'), ('bordetella')) v(vaccine)`,
  );
  await run(
    db,
    sql`insert into notifications (user_id, type, category, title, message, is_read, created_at)
      select ${int(ownerId)}, 'info', 'bookings', 'Booking update ' || g, 'Something happened', g % 3 = 0, now() - (g || ' hours')::interval
      from generate_series(1, 100) g`,
  );
}

/** A program with 20 enrolments, 30 client pets by training booking, 30 skills, 100 sessions, 50 report cards, 50 assessments. */
async function seedTrainerPractice(db: Db, trainerId: number) {
  const clientPets = sql`(select id, owner_id, row_number() over (order by id) as n from pets where name like 'Client pet %')`;
  await run(
    db,
    sql`insert into bookings (pet_id, owner_id, trainer_id, start_date, end_date, status, payment_status, total_price, service_type, terms)
      select p.id, p.owner_id, ${int(trainerId)}, s.start_date, s.start_date + interval '1 hour', 'confirmed', 'paid', 6000, 'training', ${BENCH_TERMS}
      from generate_series(1, 60) g
      join ${clientPets} p on p.n = (g - 1) % ${int(CLIENT_PET_COUNT)} + 1
      cross join lateral (select date_trunc('hour', now()) + ((g - 40) * 2 || ' days')::interval + interval '9 hours' as start_date) s`,
  );
  await payForPaidBookings(db, sql`b.trainer_id = ${int(trainerId)} and b.service_type = 'training'`);
  const [program] = await sqlRows<{ id: number }>(
    db,
    sql`insert into training_programs (title, description, difficulty, duration_weeks, price, created_by, content, prerequisites, equipment, breed_recommendations, published)
      select 'Growth trainer program', description, difficulty, duration_weeks, price, ${int(trainerId)}, content, prerequisites, equipment, breed_recommendations, true
      from training_programs order by id limit 1 returning id`,
  );
  await run(
    db,
    sql`insert into program_versions (program_id, version, title, description, difficulty, duration_weeks, price, content, prerequisites, equipment, breed_recommendations)
      select id, 1, title, description, difficulty, duration_weeks, price, content, prerequisites, equipment, breed_recommendations
      from training_programs where id = ${int(program.id)}`,
  );
  // The measured owner's pets enrol in the trainer's program, so /api/enrollments lists 20.
  await run(
    db,
    sql`insert into program_enrollments (user_id, pet_id, program_id, program_version_id)
      select p.owner_id, p.id, ${int(program.id)}, (select id from program_versions where program_id = ${int(program.id)})
      from pets p where p.name like 'Own pet %'`,
  );
  await run(
    db,
    sql`with items as (
        insert into cart_items (user_id, pet_id, skill_id, status, price_paid)
        select p.owner_id, p.id, (select min(id) from training_skills), 'purchased', 5000 from ${clientPets} p
        returning id)
      insert into skill_progress (cart_item_id, trainer_id, current_step, completed)
      select id, ${int(trainerId)}, 1, id % 3 = 0 from items`,
  );
  await run(
    db,
    sql`insert into training_sessions (pet_id, trainer_id, program_id, date, duration, notes)
      select p.id, ${int(trainerId)}, ${int(program.id)}, now() - (g || ' days')::interval, 60, 'Good session'
      from generate_series(1, 100) g join ${clientPets} p on p.n = (g - 1) % ${int(CLIENT_PET_COUNT)} + 1`,
  );
  await run(
    db,
    sql`insert into report_cards (pet_id, trainer_id, day, worked_on, rating)
      select p.id, ${int(trainerId)}, current_date - g, 'Recall', g % 5 + 1
      from generate_series(1, 50) g join ${clientPets} p on p.n = (g - 1) % ${int(CLIENT_PET_COUNT)} + 1`,
  );
  await run(
    db,
    sql`insert into behavior_assessments (pet_id, assessed_by, date, focus, leash_manners)
      select p.id, ${int(trainerId)}, now() - (g * 3 || ' days')::interval, g % 5 + 1, (g + 2) % 5 + 1
      from generate_series(1, 50) g join ${clientPets} p on p.n = (g - 1) % ${int(CLIENT_PET_COUNT)} + 1`,
  );
}
