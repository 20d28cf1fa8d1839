// Pet profiles: the owner lists, creates, edits and deletes them; a trainer working with a pet
// may read it (server/platform/access decides who may do what).
import type { z } from 'zod';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { petInputSchema } from '../../../common/pet-schemas';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { bookings, cartItems, pets, vaccinations, vetRecords } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { notFoundError, requireAccess } from '../../platform/access/access';
import { PET_PHOTO_AREA, VACCINATION_PROOF_AREA, type PetRow } from '../../platform/access/resources';
import { badInput } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { uploadKeyFromAddress, type UploadStorage } from '../../platform/uploads/storage';

type ParsedPetInput = z.output<typeof petInputSchema>;

/** The caller's pets (archived ones hidden), oldest first, one page at a time. */
export async function listOwnPets(db: Db, user: SessionUser, page: ListPage): Promise<Page<PetRow>> {
  const afterCursor = page.cursor !== undefined;
  const rows = await ownPetsQuery(db, afterCursor).execute({ ownerId: user.id, cursor: page.cursor, limit: page.limit + 1 });
  return toPage(rows, page.limit);
}

/** The page read, prepared once per database (decisions.md 85): the first page, or the one after a cursor. */
function ownPetsQuery(db: Db, afterCursor: boolean) {
  return preparedQuery(db, queryName('own_pets', afterCursor && 'after_cursor'), (db, name) => {
    const ownerId = sql.placeholder('ownerId');
    // The cursor row is looked up among the caller's pets only: another user's pet id gives an
    // empty page rather than a hint of when that pet was created.
    const after = afterCursor
      ? sql`(${pets.createdAt}, ${pets.id}) > (select p.created_at, p.id from pets p where p.id = ${sql.placeholder('cursor')} and p.owner_id = ${ownerId})`
      : undefined;
    return db
      .select()
      .from(pets)
      .where(and(eq(pets.ownerId, ownerId), isNull(pets.archivedAt), after))
      .orderBy(asc(pets.createdAt), asc(pets.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

export function getPet(db: Db, user: SessionUser, petId: number): Promise<PetRow> {
  return requireAccess(db, user, 'read', 'pet', petId);
}

export async function createPet(db: Db, user: SessionUser, input: ParsedPetInput): Promise<PetRow> {
  const profilePhoto = checkedPhotoAddress(input.profilePhoto, null) ?? null;
  const [pet] = await db
    .insert(pets)
    .values({ ...input, profilePhoto, ownerId: user.id })
    .returning();
  return pet;
}

/** Replaces the profile (PUT). A left-out photo stays; a removed or replaced upload is deleted. */
export async function updatePet(db: Db, storage: UploadStorage, user: SessionUser, petId: number, input: ParsedPetInput): Promise<PetRow> {
  const current = await requireAccess(db, user, 'change', 'pet', petId);
  const requested = checkedPhotoAddress(input.profilePhoto, current.profilePhoto);
  // Only a changed photo is written, so an upload finishing meanwhile is never overwritten.
  const photoChanged = requested !== undefined && requested !== current.profilePhoto;
  const { profilePhoto: _sent, ...profile } = input;
  const [pet] = await db
    .update(pets)
    .set(photoChanged ? { ...profile, profilePhoto: requested } : profile)
    .where(and(eq(pets.id, current.id), isNull(pets.archivedAt)))
    .returning();
  if (!pet) throw notFoundError('pet');
  if (photoChanged) await removePhotoFile(storage, current.profilePhoto);
  return pet;
}

/**
 * Deletes the pet with its vet records and photo. A pet that appears in any booking is archived
 * instead (hidden everywhere, its row kept), so booking and payment history stays intact; its
 * records, photo and unpurchased cart items go all the same.
 */
export async function deletePet(db: Db, storage: UploadStorage, user: SessionUser, petId: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    // Locking the row makes a booking created at the same moment wait for this decision.
    const pet = await requireAccess(tx, user, 'change', 'pet', petId, { lock: true });
    let proofs: string[] = [];
    if (await hasBookings(tx, pet.id)) {
      await tx.delete(vetRecords).where(eq(vetRecords.petId, pet.id));
      await tx.delete(cartItems).where(and(eq(cartItems.petId, pet.id), eq(cartItems.status, 'in_cart')));
      await tx.update(pets).set({ archivedAt: new Date(), profilePhoto: null }).where(eq(pets.id, pet.id));
    } else {
      // Vaccination proofs are files: remember them before their rows go.
      const withProof = await tx.select({ proof: vaccinations.proof }).from(vaccinations).where(eq(vaccinations.petId, pet.id));
      proofs = withProof.flatMap((row) => (row.proof ? [row.proof] : []));
      // Vet records, vaccinations, enrolments, cart items and training notes go with it (ON DELETE CASCADE).
      await tx.delete(pets).where(eq(pets.id, pet.id));
    }
    return { ...pet, proofs };
  });
  await removePhotoFile(storage, deleted.profilePhoto);
  for (const address of deleted.proofs) {
    const key = uploadKeyFromAddress(address);
    if (key?.startsWith(`${VACCINATION_PROOF_AREA}/`)) await storage.remove(key);
  }
}

async function hasBookings(db: Pick<Db, 'select'>, petId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    // `@>` rather than `= any(...)`, so the GIN index on additional_pet_ids answers it.
    .where(or(eq(bookings.petId, petId), sql`${bookings.additionalPetIds} @> array[${petId}::integer]`))
    .limit(1);
  return rows.length > 0;
}

export const UPLOAD_PHOTO_FIRST_MESSAGE = 'Upload the photo to use it as the profile photo';

/**
 * A photo is set only by the upload route: a client may send back the pet's own photo address
 * (an edit form echoing what it read) or null to remove it. Any other address, another upload
 * (someone else's pet's photo) or a web address (a tracking pixel for whoever views the pet),
 * is refused.
 */
function checkedPhotoAddress(requested: string | null | undefined, current: string | null): string | null | undefined {
  if (requested === undefined || requested === null || requested === current) return requested;
  throw badInput('profilePhoto', UPLOAD_PHOTO_FIRST_MESSAGE);
}

/** Deletes the uploaded file behind a pet photo address; a web address or null is left alone. */
export async function removePhotoFile(storage: UploadStorage, address: string | null): Promise<void> {
  const key = address ? uploadKeyFromAddress(address) : null;
  if (key?.startsWith(`${PET_PHOTO_AREA}/`)) await storage.remove(key);
}
