// Vet records belong to a pet: its owner lists, adds, edits and deletes them; a trainer working
// with the pet may list them (server/platform/pet-access.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { vetRecordFields, type ParsedVetRecordInput } from '../../../common/pet-schemas';
import type { Db } from '../../db/client';
import { pets, vetRecords } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { requireOwnedPet, requireReadablePet } from '../../platform/pet-access';

export type VetRecordRow = typeof vetRecords.$inferSelect;

const recordNotFound = () => notFound('The veterinary record');

/** The pet's records, newest visit first, one page at a time. */
export async function listVetRecords(
  db: Db,
  user: SessionUser,
  petId: number,
  page: ListPage,
): Promise<Page<VetRecordRow>> {
  const pet = await requireReadablePet(db, user, petId);
  // The cursor row is looked up in this pet's records only, so another pet's record id reveals nothing.
  const afterCursor =
    page.cursor === undefined
      ? undefined
      : sql`(${vetRecords.date}, ${vetRecords.id}) < (select v.date, v.id from vet_records v where v.id = ${page.cursor} and v.pet_id = ${pet.id})`;
  const rows = await db
    .select()
    .from(vetRecords)
    .where(and(eq(vetRecords.petId, pet.id), afterCursor))
    .orderBy(desc(vetRecords.date), desc(vetRecords.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

export async function createVetRecord(db: Db, userId: number, petId: number, input: ParsedVetRecordInput): Promise<VetRecordRow> {
  const pet = await requireOwnedPet(db, userId, petId);
  const [record] = await db
    .insert(vetRecords)
    .values({ ...vetRecordFields(input), petId: pet.id })
    .returning();
  return record;
}

export async function updateVetRecord(db: Db, userId: number, recordId: number, input: ParsedVetRecordInput): Promise<VetRecordRow> {
  await requireOwnedRecord(db, userId, recordId);
  const [record] = await db.update(vetRecords).set(vetRecordFields(input)).where(eq(vetRecords.id, recordId)).returning();
  if (!record) throw recordNotFound();
  return record;
}

export async function deleteVetRecord(db: Db, userId: number, recordId: number): Promise<void> {
  await requireOwnedRecord(db, userId, recordId);
  await db.delete(vetRecords).where(eq(vetRecords.id, recordId));
}

/** Records of archived pets are gone from view like the pet itself. */
async function requireOwnedRecord(db: Db, userId: number, recordId: number): Promise<void> {
  const [row] = await db
    .select({ id: vetRecords.id })
    .from(vetRecords)
    .innerJoin(pets, eq(pets.id, vetRecords.petId))
    .where(and(eq(vetRecords.id, recordId), eq(pets.ownerId, userId), isNull(pets.archivedAt)));
  if (!row) throw recordNotFound();
}
