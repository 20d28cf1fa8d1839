// Every kind of object a user may own, and how to find who it belongs to. access.ts applies the
// same rules to all of them; a new feature adds its kind here rather than writing its own
// ownership check.
import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { selectPreparedOrLocked } from '../../db/prepared-queries';
import {
  behaviorAssessments,
  bookings,
  cartItems,
  journalEntries,
  journalMedia,
  conversations,
  messageAttachments,
  messages,
  notifications,
  pets,
  reportCardMedia,
  reportCards,
  skillProgress,
  skillProgressVideos,
  trainingSessions,
  users,
  vaccinations,
  vetRecords,
  waitlistEntries,
} from '../../db/schema';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uploadKeyFromAddress } from '../uploads/storage';

/** Who an object belongs to, as the access rules need it. */
export type Ownership<Row> = {
  row: Row;
  /** The user who owns it (a pet's owner, a record's pet's owner, a notification's recipient). */
  ownerId: number;
  /** The pet it is about: a trainer working with that pet may read it (decisions.md 1). */
  petId?: number | null;
  /** A trainer assigned to this very object may read it, and change it when `changedBy` says so. */
  assignedTrainerId?: number | null;
  /** Overrides the resource's `staffMayRead` for this object (an upload is a photo, a proof or a video). */
  staffMayRead?: boolean;
  /** Any signed-in user reads it (a trainer's public photo). */
  everyoneMayRead?: boolean;
};

export type Resource<Row, Id> = {
  /** Used in the 404 message: 'The pet was not found.' */
  label: string;
  load(db: Db | Tx, id: Id, options: { lock: boolean }): Promise<Ownership<Row> | null>;
  /** Who may change it; reading is allowed to the owner, the assigned trainer and, for pet-linked objects, a trainer working with the pet. */
  changedBy: 'owner' | 'assignedTrainer';
  /** False for objects that are private to their owner even when they name a pet. */
  trainerMayReadThroughPet: boolean;
  /** Staff (and admins) read every one of these: they care for the pets (decisions.md 17). */
  staffMayRead: boolean;
};

const define = <Row, Id>(resource: Resource<Row, Id>) => resource;

/** A table of records about one pet: its rows name the pet. */
type PetChildTable = PgTable & { id: PgColumn; petId: PgColumn };

/**
 * A kind of record that belongs to a pet (vet records, vaccinations, a trainer's sessions,
 * assessments and report cards): it is the pet's owner's, a trainer working with the pet reads it,
 * and an archived pet's records are nobody's. Without `writtenBy` the owner keeps it (and changes
 * it); with it, only the trainer who wrote the record changes it.
 */
function definePetChild<T extends PetChildTable>(
  table: T,
  spec: { label: string; writtenBy?: (row: T['$inferSelect']) => number; staffMayRead?: boolean },
): Resource<T['$inferSelect'], number> {
  const { writtenBy } = spec;
  return define<T['$inferSelect'], number>({
    label: spec.label,
    changedBy: writtenBy ? 'assignedTrainer' : 'owner',
    trainerMayReadThroughPet: true,
    staffMayRead: spec.staffMayRead ?? false,
    async load(db, id, { lock }) {
      const query = db
        .select({ row: table as PgTable, ownerId: pets.ownerId })
        .from(table as PgTable)
        .innerJoin(pets, eq(pets.id, table.petId))
        .where(and(eq(table.id, id), isNull(pets.archivedAt)));
      const [found] = lock ? await query.for('update', { of: table as PgTable }) : await query;
      if (!found) return null;
      const row = found.row as T['$inferSelect'];
      return { row, ownerId: found.ownerId, petId: row.petId as number, assignedTrainerId: writtenBy?.(row) };
    },
  });
}

export type PetRow = typeof pets.$inferSelect;
export type VetRecordRow = typeof vetRecords.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type SkillProgressRow = typeof skillProgress.$inferSelect;
export type SessionRow = typeof trainingSessions.$inferSelect;
export type AssessmentRow = typeof behaviorAssessments.$inferSelect;
export type ReportCardRow = typeof reportCards.$inferSelect;

/** Pet photos are stored under this area of the upload storage ('pets/<file>'). */
export const PET_PHOTO_AREA = 'pets';
/** Video proofs of skills are stored under this area ('videos/<file>'). */
export const SKILL_VIDEO_AREA = 'videos';
export type VaccinationRow = typeof vaccinations.$inferSelect;
/** Vaccination proofs (PDFs and photos) are stored under this area ('vaccinations/<file>'). */
export const VACCINATION_PROOF_AREA = 'vaccinations';
/** Report card photos and videos ('report-cards/<file>'). */
export const REPORT_CARD_AREA = 'report-cards';
/** Stay journal photos and videos ('journal/<file>'). */
export const JOURNAL_AREA = 'journal';
/** Trainers' public photos ('trainer-photos/<file>', decisions.md 66): any signed-in user reads them. */
export const TRAINER_PHOTO_AREA = 'trainer-photos';
/** Photos and videos sent in messages ('messages/<file>', decisions.md 63). */
export const MESSAGE_AREA = 'messages';

/** The pet with this id, unless archived: archived pets (deleted by their owner, kept for booking history) are nobody's. */
export const livePet = (id: number | Placeholder): SQL => and(eq(pets.id, id), isNull(pets.archivedAt))!;

/** Who a pet (or the part of its row a query read) belongs to, for the access rules. */
export const petOwnership = <Row extends { id: number; ownerId: number }>(pet: Row): Ownership<Row> => ({
  row: pet,
  ownerId: pet.ownerId,
  petId: pet.id,
});

export const resources = {
  pet: define<PetRow, number>({
    label: 'The pet',
    changedBy: 'owner',
    trainerMayReadThroughPet: true,
    staffMayRead: true,
    async load(db, id, { lock }) {
      // Every pet page and record reads its pet here first: prepared once (decisions.md 85).
      const [pet] = await selectPreparedOrLocked(
        db,
        'access_pet',
        (db) =>
          db
            .select()
            .from(pets)
            .where(livePet(sql.placeholder('id'))),
        { id },
        { lock },
      );
      return pet ? petOwnership(pet) : null;
    },
  }),

  vetRecord: definePetChild(vetRecords, { label: 'The veterinary record', staffMayRead: true }),
  vaccination: definePetChild(vaccinations, { label: 'The vaccination record', staffMayRead: true }),

  // A booking is its owner's; the trainer assigned to a training booking may read it.
  booking: define<BookingRow, number>({
    label: 'The booking',
    changedBy: 'owner',
    trainerMayReadThroughPet: false,
    staffMayRead: true,
    async load(db, id, { lock }) {
      const query = db.select().from(bookings).where(eq(bookings.id, id));
      const [booking] = lock ? await query.for('update') : await query;
      return booking ? { row: booking, ownerId: booking.ownerId, petId: booking.petId, assignedTrainerId: booking.trainerId } : null;
    },
  }),

  // A waitlist entry is its owner's alone (decisions.md 67); staff see the waitlists on the day board.
  waitlistEntry: define<WaitlistEntryRow, number>({
    label: 'The waitlist entry',
    changedBy: 'owner',
    trainerMayReadThroughPet: false,
    staffMayRead: false,
    async load(db, id, { lock }) {
      const query = db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
      const [entry] = lock ? await query.for('update') : await query;
      return entry ? { row: entry, ownerId: entry.ownerId } : null;
    },
  }),

  notification: define<NotificationRow, number>({
    label: 'The notification',
    changedBy: 'owner',
    trainerMayReadThroughPet: false,
    staffMayRead: false,
    async load(db, id) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
      return row ? { row, ownerId: row.userId } : null;
    },
  }),

  // A cart line is its owner's alone (a pet that was deleted takes its lines with it).
  cartItem: define<CartItemRow, number>({
    label: 'The cart item',
    changedBy: 'owner',
    trainerMayReadThroughPet: false,
    staffMayRead: false,
    async load(db, id, { lock }) {
      const query = db
        .select({ item: cartItems })
        .from(cartItems)
        .innerJoin(pets, eq(pets.id, cartItems.petId))
        .where(and(eq(cartItems.id, id), isNull(pets.archivedAt)));
      const [found] = lock ? await query.for('update', { of: cartItems }) : await query;
      return found ? { row: found.item, ownerId: found.item.userId, petId: found.item.petId } : null;
    },
  }),

  // A purchased skill's progress: the pet's owner reads it, only the assigned trainer changes it.
  skillProgress: define<SkillProgressRow, number>({
    label: 'The skill progress',
    changedBy: 'assignedTrainer',
    trainerMayReadThroughPet: false,
    staffMayRead: false,
    async load(db, id, { lock }) {
      const query = db
        .select({ progress: skillProgress, ownerId: cartItems.userId, petId: cartItems.petId })
        .from(skillProgress)
        .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
        .where(eq(skillProgress.id, id));
      const [found] = lock ? await query.for('update', { of: skillProgress }) : await query;
      return found
        ? { row: found.progress, ownerId: found.ownerId, petId: found.petId, assignedTrainerId: found.progress.trainerId }
        : null;
    },
  }),

  // A trainer's records about a pet: the pet's owner and the pet's client trainers read them;
  // only the trainer who wrote one changes it.
  session: definePetChild(trainingSessions, { label: 'The training session', writtenBy: (row) => row.trainerId }),
  assessment: definePetChild(behaviorAssessments, { label: 'The assessment', writtenBy: (row) => row.assessedBy }),
  reportCard: definePetChild(reportCards, { label: 'The report card', writtenBy: (row) => row.trainerId }),

  /**
   * An uploaded file, by its address ('/uploads/pets/x.png'). It belongs to whatever uses it: a
   * pet photo to its pet (so a trainer working with the pet sees it too); a skill's video proof
   * to the pet's owner and the skill's assigned trainer only; a vaccination proof to its record's
   * pet; a report card's photo or video to the pet's owner and the trainer who sent the card. A
   * file nothing uses is nobody's.
   */
  upload: define<{ key: string; address: string }, string>({
    label: 'The file',
    changedBy: 'owner',
    trainerMayReadThroughPet: true,
    staffMayRead: false,
    async load(db, address) {
      const key = uploadKeyFromAddress(address);
      if (key?.startsWith(`${PET_PHOTO_AREA}/`)) {
        const [pet] = await db
          .select({ id: pets.id, ownerId: pets.ownerId })
          .from(pets)
          .where(and(eq(pets.profilePhoto, address), isNull(pets.archivedAt)))
          .limit(1);
        return pet ? { row: { key, address }, ownerId: pet.ownerId, petId: pet.id, staffMayRead: true } : null;
      }
      if (key?.startsWith(`${SKILL_VIDEO_AREA}/`)) {
        const [video] = await db
          .select({ ownerId: cartItems.userId, trainerId: skillProgress.trainerId })
          .from(skillProgressVideos)
          .innerJoin(skillProgress, eq(skillProgress.id, skillProgressVideos.skillProgressId))
          .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
          .where(eq(skillProgressVideos.address, address))
          .limit(1);
        // No petId: another trainer working with the pet does not see this skill's videos.
        return video ? { row: { key, address }, ownerId: video.ownerId, assignedTrainerId: video.trainerId } : null;
      }
      if (key?.startsWith(`${VACCINATION_PROOF_AREA}/`)) {
        const [pet] = await db
          .select({ id: pets.id, ownerId: pets.ownerId })
          .from(vaccinations)
          .innerJoin(pets, eq(pets.id, vaccinations.petId))
          .where(and(eq(vaccinations.proof, address), isNull(pets.archivedAt)))
          .limit(1);
        // Staff read the vaccination records, proofs included (they will verify them).
        return pet ? { row: { key, address }, ownerId: pet.ownerId, petId: pet.id, staffMayRead: true } : null;
      }
      if (key?.startsWith(`${REPORT_CARD_AREA}/`)) {
        const [media] = await db
          .select({ ownerId: pets.ownerId, trainerId: reportCards.trainerId })
          .from(reportCardMedia)
          .innerJoin(reportCards, eq(reportCards.id, reportCardMedia.reportCardId))
          .innerJoin(pets, eq(pets.id, reportCards.petId))
          .where(and(eq(reportCardMedia.address, address), isNull(pets.archivedAt)))
          .limit(1);
        // No petId: a report card's photos are for the owner and the trainer who sent it.
        return media ? { row: { key, address }, ownerId: media.ownerId, assignedTrainerId: media.trainerId } : null;
      }
      if (key?.startsWith(`${JOURNAL_AREA}/`)) {
        const [media] = await db
          .select({ petId: journalEntries.petId, ownerId: bookings.ownerId })
          .from(journalMedia)
          .innerJoin(journalEntries, eq(journalEntries.id, journalMedia.entryId))
          .innerJoin(bookings, eq(bookings.id, journalEntries.bookingId))
          .where(eq(journalMedia.address, address))
          .limit(1);
        // The stay's owner, staff, and a trainer working with the pet: whoever reads the journal.
        return media ? { row: { key, address }, ownerId: media.ownerId, petId: media.petId, staffMayRead: true } : null;
      }
      if (key?.startsWith(`${TRAINER_PHOTO_AREA}/`)) {
        const [trainer] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.photoAddress, address), eq(users.isTrainer, true)))
          .limit(1);
        // Owners see it when they choose a trainer (decisions.md 66).
        return trainer ? { row: { key, address }, ownerId: trainer.id, everyoneMayRead: true } : null;
      }
      if (key?.startsWith(`${MESSAGE_AREA}/`)) {
        const [file] = await db
          .select({ kind: conversations.kind, ownerId: conversations.ownerId, trainerId: conversations.trainerId })
          .from(messageAttachments)
          .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(eq(messageAttachments.address, address))
          .limit(1);
        // The conversation's readers: its owner, its trainer, or (the business's) staff. No petId:
        // another trainer of the owner's pets does not read it.
        return file
          ? { row: { key, address }, ownerId: file.ownerId, assignedTrainerId: file.trainerId, staffMayRead: file.kind === 'business' }
          : null;
      }
      return null;
    },
  }),
};

export type ResourceKind = keyof typeof resources;
type ResourceOf<K extends ResourceKind> = (typeof resources)[K];
export type ResourceRow<K extends ResourceKind> = ResourceOf<K> extends Resource<infer Row, unknown> ? Row : never;
export type ResourceId<K extends ResourceKind> = ResourceOf<K> extends Resource<unknown, infer Id> ? Id : never;
