// decisions.md 1 and 16, the one rule that lets a trainer see someone else's pet: the pet is
// the trainer's "client pet" when it has a training booking with them (upcoming or past, not
// cancelled), a skill assigned to them (open or completed), or an enrolment in one of their
// programs (one that counts: free or paid, decisions.md 72). Archived pets are nobody's client. The same conditions list the trainer's clients.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sqlRows } from '../sql-rows';

/**
 * The rule itself, written once: for each reason, the ids of the pets it makes the trainer's
 * clients, each found from the trainer's side through an index. The check and the list below are
 * both built from these.
 */
function clientPetSources(trainerId: number | SQL) {
  return clientPetSourcesOf((trainer) => sql`${trainer} = ${trainerId}`, false);
}

/**
 * The three sources for the trainers `isTrainer` picks (a condition on each source's trainer
 * column), selecting the pet's id or, with `withTrainer`, the trainer's and the pet's.
 */
function clientPetSourcesOf(isTrainer: (trainerColumn: SQL) => SQL, withTrainer: boolean) {
  const columns = (trainer: string, pet: string) => sql.raw(withTrainer ? `${trainer}, ${pet}` : pet);
  return {
    booking: sql`select ${columns('b.trainer_id', 'b.pet_id')} from bookings b where ${isTrainer(sql.raw('b.trainer_id'))} and b.service_type = 'training' and b.status <> 'cancelled'`,
    skill: sql`select ${columns('sp.trainer_id', 'ci.pet_id')} from skill_progress sp join cart_items ci on ci.id = sp.cart_item_id where ${isTrainer(sql.raw('sp.trainer_id'))}`,
    program: sql`select ${columns('tp.created_by', 'pe.pet_id')} from program_enrollments pe join training_programs tp on tp.id = pe.program_id where ${isTrainer(sql.raw('tp.created_by'))} and pe.payment_status in ('free', 'paid')`,
  } satisfies Record<string, SQL>;
}

/**
 * (trainer id, pet id) for every client pet of each of `trainerIds` (archived pets included), for
 * `(trainer, pet) in ...`: the set is built once per query and looked up per pair, the size of
 * those trainers' practices whatever the size of the business.
 */
export function clientPetPairs(trainerIds: readonly number[]): SQL {
  if (trainerIds.length === 0) return sql`(select null::int as trainer_id, null::int as pet_id where false)`;
  const ids = sql.join(
    trainerIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const { booking, skill, program } = clientPetSourcesOf((trainer) => sql`${trainer} in (${ids})`, true);
  return sql`(${booking} union ${skill} union ${program})`;
}

/** Why the pet whose id is `petId` (a column or value) is `trainerId`'s client, one condition per reason. */
export function clientPetReasons(trainerId: number | SQL, petId: SQL | number) {
  const { booking, skill, program } = clientPetSources(trainerId);
  return {
    booking: sql<boolean>`${petId} in (${booking})`,
    skill: sql<boolean>`${petId} in (${skill})`,
    program: sql<boolean>`${petId} in (${program})`,
  } satisfies Record<string, SQL<boolean>>;
}

/**
 * The ids of every pet with one of the reasons (archived ones included). Listing clients as "pets
 * where any reason holds" would test every pet in the business; this set is the size of the
 * trainer's practice.
 */
export function clientPetIdCandidates(trainerId: number | SQL): SQL {
  const { booking, skill, program } = clientPetSources(trainerId);
  return sql`(${booking} union ${skill} union ${program})`;
}

/** Any of the reasons: the pet is the trainer's client. `trainerId` may be a column (a conversation's trainer). */
export function isClientPet(trainerId: number | SQL, petId: SQL | number): SQL<boolean> {
  const { booking, skill, program } = clientPetReasons(trainerId, petId);
  return sql<boolean>`(${booking} or ${skill} or ${program})`;
}

/**
 * The same three reasons asked from the pet's side, each through the pet's own index, for a query
 * that pairs many pets with many trainers (each conversation's owner's pets with its trainer). There
 * the trainer is a column, so the trainer-side sets above would be built again for every pet: 1.7 s
 * for a trainer's conversation list at 100,000 rows, against milliseconds this way.
 */
export function isClientPetOfEach(trainerId: SQL, petId: SQL): SQL<boolean> {
  return sql<boolean>`(
    exists (select 1 from bookings b where b.pet_id = ${petId} and b.trainer_id = ${trainerId} and b.service_type = 'training' and b.status <> 'cancelled')
    or exists (select 1 from cart_items ci join skill_progress sp on sp.cart_item_id = ci.id where ci.pet_id = ${petId} and sp.trainer_id = ${trainerId})
    or exists (select 1 from program_enrollments pe join training_programs tp on tp.id = pe.program_id where pe.pet_id = ${petId} and tp.created_by = ${trainerId} and pe.payment_status in ('free', 'paid'))
  )`;
}

export async function trainerWorksWithPet(db: Db | Tx, trainerId: number, petId: number): Promise<boolean> {
  const [row] = await sqlRows<{ client: boolean }>(
    db,
    sql`select ${isClientPet(trainerId, petId)} and exists (select 1 from pets p where p.id = ${petId} and p.archived_at is null) as client`,
  );
  return Boolean(row?.client);
}

/** Whether the trainer works with at least one of the pets (one query, however many pets). */
export async function trainerWorksWithAnyPet(db: Db | Tx, trainerId: number, petIds: readonly number[]): Promise<boolean> {
  if (petIds.length === 0) return false;
  const [row] = await sqlRows<{ client: boolean }>(
    db,
    sql`select exists (
      select 1 from pets p
      where p.id in (${sql.join(
        petIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.archived_at is null
        and ${isClientPet(trainerId, sql`p.id`)}
    ) as client`,
  );
  return Boolean(row?.client);
}
