// The vaccination records the rules of common/vaccines.ts judge, for several pets in one query:
// the booking gate reads a booking's pets, the pets list's badges all of an owner's pets.
import { inArray } from 'drizzle-orm';
import type { VaccinationRecordFacts } from '../../../common/vaccines';
import type { Db, Tx } from '../../db/client';
import { vaccinations } from '../../db/schema';

export type PetVaccinationRecord = VaccinationRecordFacts & { petId: number };

export async function vaccinationRecordsOfPets(db: Db | Tx, petIds: readonly number[]): Promise<PetVaccinationRecord[]> {
  if (petIds.length === 0) return [];
  return db
    .select({
      petId: vaccinations.petId,
      vaccine: vaccinations.vaccine,
      expiresOn: vaccinations.expiresOn,
      verification: vaccinations.verification,
      verificationReason: vaccinations.verificationReason,
    })
    .from(vaccinations)
    .where(inArray(vaccinations.petId, [...petIds]));
}
