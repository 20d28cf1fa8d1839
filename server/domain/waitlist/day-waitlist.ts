// The waitlists of one day for the day board (decisions.md 57, 66): every request still waiting or
// holding a place whose stay or session touches the day, in the order places are offered.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DayWaitlistEntry } from '../../../common/waitlist-schemas';
import type { Db } from '../../db/client';
import { pets, users, waitlistEntries } from '../../db/schema';
import { personNameSql } from '../../platform/person-name';

type DayWaitlistAnswer = Omit<DayWaitlistEntry, 'startDate' | 'endDate' | 'heldUntil'> & {
  startDate: Date;
  endDate: Date;
  heldUntil: Date | null;
};

export async function dayWaitlist(db: Db, dayStart: Date, dayEnd: Date): Promise<DayWaitlistAnswer[]> {
  const trainer = alias(users, 'trainer');
  const rows = await db
    .select({
      id: waitlistEntries.id,
      serviceType: waitlistEntries.serviceType,
      startDate: waitlistEntries.startDate,
      endDate: waitlistEntries.endDate,
      status: waitlistEntries.status,
      heldUntil: waitlistEntries.heldUntil,
      petIds: waitlistEntries.petIds,
      ownerId: users.id,
      ownerName: personNameSql(users),
      trainerName: personNameSql(trainer),
      trainerId: trainer.id,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.ownerId))
    .leftJoin(trainer, eq(trainer.id, waitlistEntries.trainerId))
    .where(
      and(
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        lt(waitlistEntries.startDate, dayEnd),
        gt(waitlistEntries.endDate, dayStart),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const petIds = [...new Set(rows.flatMap((row) => row.petIds))];
  const names = new Map(
    petIds.length > 0
      ? (await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds))).map((pet) => [pet.id, pet.name])
      : [],
  );
  return rows.map((row) => ({
    id: row.id,
    serviceType: row.serviceType,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status === 'offered' ? 'offered' : 'waiting',
    heldUntil: row.status === 'offered' ? row.heldUntil : null,
    owner: { id: row.ownerId, name: row.ownerName },
    petNames: row.petIds.map((id) => names.get(id) ?? ''),
    trainerName: row.trainerId === null ? null : row.trainerName,
  }));
}
