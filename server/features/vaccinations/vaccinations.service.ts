// Vaccination records belong to a pet: its owner lists, adds, edits and deletes them; a trainer
// working with the pet may list them (server/platform/access). The vaccine must be one the
// pet's species takes, and a linked vet visit must be one of this pet's.
import { eq } from 'drizzle-orm';
import type { ParsedVaccinationInput } from '../../../common/vaccination-schemas';
import { VACCINES, vaccineSpeciesOf, vaccinesFor } from '../../../common/vaccines';
import type { Db } from '../../db/client';
import { vaccinations } from '../../db/schema';
import { findWithAccess, notFoundError, requireAccess } from '../../platform/access/access';
import { petRecordsPage } from '../../platform/access/pet-records';
import type { PetRow, VaccinationRow } from '../../platform/access/resources';
import type { SessionUser } from '../../platform/auth-guard';
import { badInput } from '../../platform/errors';
import type { ListPage, Page } from '../../platform/list-query';
import type { UploadStorage } from '../../platform/uploads/storage';
import { removeProofFile } from './vaccination-proof-file';

export const VET_RECORD_NOT_THIS_PET_MESSAGE = "Vet record must be one of this pet's records";

/** The pet's records, most recently given first, one page at a time. */
export async function listVaccinations(db: Db, user: SessionUser, petId: number, page: ListPage): Promise<Page<VaccinationRow>> {
  return petRecordsPage(db, user, { name: 'pet_vaccinations', table: vaccinations, newestFirst: vaccinations.givenOn }, petId, page);
}

export async function createVaccination(db: Db, user: SessionUser, petId: number, input: ParsedVaccinationInput): Promise<VaccinationRow> {
  const pet = await requireAccess(db, user, 'change', 'pet', petId);
  await checkInput(db, user, pet, input);
  const [record] = await db
    .insert(vaccinations)
    .values({ ...recordFields(input), petId: pet.id })
    .returning();
  return record;
}

export async function updateVaccination(db: Db, user: SessionUser, id: number, input: ParsedVaccinationInput): Promise<VaccinationRow> {
  const current = await requireAccess(db, user, 'change', 'vaccination', id);
  const pet = await requireAccess(db, user, 'change', 'pet', current.petId);
  await checkInput(db, user, pet, input);
  const fields = recordFields(input);
  // A changed record must be looked at again (decisions.md 58); saving it unchanged keeps staff's check.
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).some((key) => fields[key] !== current[key]);
  const [record] = await db
    .update(vaccinations)
    .set({ ...fields, ...(changed ? UNVERIFIED : {}), updatedAt: new Date() })
    .where(eq(vaccinations.id, id))
    .returning();
  if (!record) throw notFoundError('vaccination');
  return record;
}

export async function deleteVaccination(db: Db, storage: UploadStorage, user: SessionUser, id: number): Promise<void> {
  const record = await requireAccess(db, user, 'change', 'vaccination', id);
  await db.delete(vaccinations).where(eq(vaccinations.id, id));
  await removeProofFile(storage, record.proof);
}

/** What an owner's change does to staff's check: the record waits for them again. */
export const UNVERIFIED = { verification: 'unverified', verificationReason: null, verifiedBy: null, verifiedAt: null } as const;

function recordFields(input: ParsedVaccinationInput) {
  return {
    vaccine: input.vaccine,
    // A name only means something for 'Other'.
    otherName: input.vaccine === 'other' ? input.otherName : null,
    givenOn: input.givenOn,
    expiresOn: input.expiresOn,
    batchNumber: input.batchNumber,
    clinic: input.clinic,
    vetRecordId: input.vetRecordId,
  };
}

const SPECIES_WORDS = { dog: 'dogs', cat: 'cats', rabbit: 'rabbits', other: 'this pet' } as const;

async function checkInput(db: Db, user: SessionUser, pet: PetRow, input: ParsedVaccinationInput): Promise<void> {
  if (!vaccinesFor(pet).includes(input.vaccine)) {
    throw badInput('vaccine', `${VACCINES[input.vaccine].name} is not a vaccine for ${SPECIES_WORDS[vaccineSpeciesOf(pet)]}`);
  }
  if (input.vetRecordId !== null) {
    const visit = await findWithAccess(db, user, 'change', 'vetRecord', input.vetRecordId);
    if (!visit || visit.petId !== pet.id) throw badInput('vetRecordId', VET_RECORD_NOT_THIS_PET_MESSAGE);
  }
}
