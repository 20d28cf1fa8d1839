// GET /api/trainer/clients: the trainer's client pets (decisions.md 16), found with the access
// module's own rule, each with its owner, open skills, next training booking and last report card,
// all in one query.
import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { ClientPet, ClientReason } from '../../../common/trainer-schemas';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { pets, users } from '../../db/schema';
import { type AccessUser } from '../../platform/access/access';
import { clientPetIdCandidates, clientPetReasons } from '../../platform/access/trainer-pets';
import { likePattern } from '../../platform/like-pattern';
import { personNameSql } from '../../platform/person-name';

/** Enough for any one trainer's practice; the search narrows it. */
const MAX_CLIENTS = 500;

export type ClientPetView = Omit<ClientPet, 'nextSession'> & { nextSession: Date | null };

export async function listClientPets(db: Db, user: AccessUser, search: string | undefined): Promise<ClientPetView[]> {
  const pattern = search ? likePattern(search) : undefined;
  const rows = await clientPetsQuery(db, pattern !== undefined).execute({ trainerId: user.id, pattern });
  return rows.map((row) => {
    const why: ClientReason[] = [];
    if (row.byBooking) why.push('booking');
    if (row.bySkill) why.push('skill');
    if (row.byProgram) why.push('program');
    return {
      pet: { id: row.id, name: row.name, petType: row.petType, breed: row.breed, age: row.age, profilePhoto: row.profilePhoto },
      ownerName: row.ownerName,
      openSkills: Number(row.openSkills),
      // Raw SQL values arrive as text on one driver and as Dates on the other.
      nextSession: row.nextSession === null ? null : new Date(row.nextSession),
      lastReportCard: row.lastReportCard,
      reasons: why,
    };
  });
}

/** The trainer's client pets, with or without a search, prepared once per database (decisions.md 85). */
function clientPetsQuery(db: Db, searching: boolean) {
  return preparedQuery(db, queryName('trainer_clients', searching && 'search'), (db, name) => {
    const trainerId = sql`${sql.placeholder('trainerId')}`;
    const reasons = clientPetReasons(trainerId, sql`${pets.id}`);
    const ownerName = personNameSql(users);
    const pattern = sql.placeholder('pattern');
    return db
      .select({
        id: pets.id,
        name: pets.name,
        petType: pets.petType,
        breed: pets.breed,
        age: pets.age,
        profilePhoto: pets.profilePhoto,
        ownerName,
        byBooking: reasons.booking,
        bySkill: reasons.skill,
        byProgram: reasons.program,
        openSkills: sql<number>`(select count(*)::int from skill_progress sp join cart_items ci on ci.id = sp.cart_item_id
          where ci.pet_id = ${pets.id} and sp.trainer_id = ${trainerId} and not sp.completed)`,
        nextSession: sql<string | null>`(select min(b.start_date) from bookings b where b.pet_id = ${pets.id}
          and b.trainer_id = ${trainerId} and b.service_type = 'training' and b.status <> 'cancelled' and b.start_date > now())`,
        lastReportCard: sql<{
          id: number;
          day: string;
          rating: number;
        } | null>`(select json_build_object('id', rc.id, 'day', rc.day, 'rating', rc.rating)
          from report_cards rc where rc.pet_id = ${pets.id} and rc.trainer_id = ${trainerId} order by rc.day desc, rc.id desc limit 1)`,
      })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.ownerId))
      .where(
        and(
          isNull(pets.archivedAt),
          // The candidates come from the trainer's own rows (indexed); the reasons then say why. As an
          // array, so the pets are fetched by id: the planner cannot count the union's rows (it took
          // the 50 client pets for 2,250 at 100,000 rows and read every pet).
          sql`${pets.id} = any(array${clientPetIdCandidates(trainerId)})`,
          sql`(${reasons.booking} or ${reasons.skill} or ${reasons.program})`,
          searching ? or(ilike(pets.name, pattern), ilike(ownerName, pattern)) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${pets.name})`), asc(pets.id))
      .limit(MAX_CLIENTS)
      .prepare(name);
  });
}
