// GET /api/vaccines-due: the 'Vaccines due' badges of the pets list in one answer. The list shows
// a page of the owner's pets; asking each pet's full status report would be one request and two
// queries per card. Here: the owner's pets and all their records in two queries, judged by the
// same rules (common/vaccines.ts) as the status report, through today.
import { and, eq, isNull } from 'drizzle-orm';
import { SERVICE_TYPES } from '../../../common/booking-choices';
import { calendarDayOf } from '../../../common/business-time';
import { blocksBooking, vaccinationStatus, type VaccinationRecordFacts, type VaccineRules } from '../../../common/vaccines';
import type { Db } from '../../db/client';
import { pets } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { vaccinationRecordsOfPets } from '../../domain/vaccinations/vaccination-records';

/** Ids of the user's own pets (not archived) with a vaccine some service requires overdue or missing. */
export async function ownPetsWithVaccinesDue(
  db: Db,
  user: SessionUser,
  options: { timeZone: string; rules: VaccineRules; now?: Date },
): Promise<number[]> {
  const ownPets = await db
    .select({ id: pets.id, petType: pets.petType, breed: pets.breed })
    .from(pets)
    .where(and(eq(pets.ownerId, user.id), isNull(pets.archivedAt)))
    .orderBy(pets.id);
  if (ownPets.length === 0) return [];
  const records = await vaccinationRecordsOfPets(
    db,
    ownPets.map((pet) => pet.id),
  );
  const recordsOf = new Map<number, VaccinationRecordFacts[]>();
  for (const { petId, ...record } of records) {
    const list = recordsOf.get(petId);
    if (list) list.push(record);
    else recordsOf.set(petId, [record]);
  }
  const today = calendarDayOf(options.now ?? new Date(), options.timeZone);
  return ownPets
    .filter((pet) =>
      SERVICE_TYPES.some((service) =>
        vaccinationStatus(recordsOf.get(pet.id) ?? [], pet, service, today, today, options.rules).some((entry) =>
          blocksBooking(entry.status),
        ),
      ),
    )
    .map((pet) => pet.id);
}
