// Vet records belong to a pet: its owner lists, adds, edits and deletes them; a trainer working
// with the pet may list them (server/platform/access).
import { eq } from 'drizzle-orm';
import { vetRecordFields, type ParsedVetRecordInput } from '../../../common/pet-schemas';
import type { Db } from '../../db/client';
import { vetRecords } from '../../db/schema';
import { findWithAccess, notFoundError, requireAccess } from '../../platform/access/access';
import { petRecordsPage } from '../../platform/access/pet-records';
import { badInput } from '../../platform/errors';
import type { VetRecordRow } from '../../platform/access/resources';
import type { SessionUser } from '../../platform/auth-guard';
import type { ListPage, Page } from '../../platform/list-query';

/** The pet's records, newest visit first, one page at a time. */
export async function listVetRecords(db: Db, user: SessionUser, petId: number, page: ListPage): Promise<Page<VetRecordRow>> {
  return petRecordsPage(db, user, { name: 'pet_vet_records', table: vetRecords, newestFirst: vetRecords.date }, petId, page);
}

export async function createVetRecord(db: Db, user: SessionUser, petId: number, input: ParsedVetRecordInput): Promise<VetRecordRow> {
  const pet = await requireAccess(db, user, 'change', 'pet', petId);
  await checkAttachedFiles(db, user, input);
  const [record] = await db
    .insert(vetRecords)
    .values({ ...vetRecordFields(input), petId: pet.id })
    .returning();
  return record;
}

export async function updateVetRecord(db: Db, user: SessionUser, recordId: number, input: ParsedVetRecordInput): Promise<VetRecordRow> {
  await requireAccess(db, user, 'change', 'vetRecord', recordId);
  await checkAttachedFiles(db, user, input);
  const [record] = await db.update(vetRecords).set(vetRecordFields(input)).where(eq(vetRecords.id, recordId)).returning();
  if (!record) throw notFoundError('vetRecord');
  return record;
}

export async function deleteVetRecord(db: Db, user: SessionUser, recordId: number): Promise<void> {
  await requireAccess(db, user, 'change', 'vetRecord', recordId);
  await db.delete(vetRecords).where(eq(vetRecords.id, recordId));
}

export const ATTACH_OWN_FILES_MESSAGE = 'Attach only files you uploaded to PawsConnect';

/** Attachments name uploads in this app that the caller may read, never a web address or someone else's file. */
async function checkAttachedFiles(db: Db, user: SessionUser, input: ParsedVetRecordInput): Promise<void> {
  for (const field of ['attachments', 'documents'] as const) {
    for (const address of input[field] ?? []) {
      if (!(await findWithAccess(db, user, 'read', 'upload', address))) throw badInput(field, ATTACH_OWN_FILES_MESSAGE);
    }
  }
}
