// A pet's care instructions (decisions.md 54): the owner writes them whole; whoever may read the pet
// reads them (its owner, staff, a trainer working with the pet). A change while the pet is staying
// with us is flagged to staff at once: the evening's pill may have changed.
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { NO_CARE_INSTRUCTIONS, type CareInstructions } from '../../../common/care-schemas';
import type { Db, Tx } from '../../db/client';
import { bookings, petCare } from '../../db/schema';
import { notifyEach, staffAndAdminIds } from '../../domain/accounts/business-people';
import type { AppDeps } from '../../platform/app-deps';
import { requireAccess } from '../../platform/access/access';
import type { SessionUser } from '../../platform/auth-guard';

export type CareRecord = CareInstructions & { updatedAt: Date | null };

export async function readCare(db: Db, user: SessionUser, petId: number): Promise<CareRecord> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  const [row] = await db.select().from(petCare).where(eq(petCare.petId, pet.id));
  return row ? { ...NO_CARE_INSTRUCTIONS, ...row.instructions, updatedAt: row.updatedAt } : { ...NO_CARE_INSTRUCTIONS, updatedAt: null };
}

export async function writeCare(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  user: SessionUser,
  petId: number,
  instructions: CareInstructions,
): Promise<CareRecord> {
  return deps.db.transaction(async (tx) => {
    const pet = await requireAccess(tx, user, 'change', 'pet', petId, { lock: true });
    const [row] = await tx
      .insert(petCare)
      .values({ petId: pet.id, instructions })
      .onConflictDoUpdate({ target: petCare.petId, set: { instructions, updatedAt: sql`now()` } })
      .returning();
    const stay = await stayUnderWay(tx, pet.id);
    if (stay) {
      await notifyEach(deps, tx, await staffAndAdminIds(tx), {
        type: 'warning',
        category: 'bookings',
        title: 'Care instructions changed',
        message: `${pet.name}'s owner changed the care instructions during the stay. Check feeding and medications before the next round.`,
        data: { url: `/pets/${pet.id}#care` },
      });
    }
    return { ...row.instructions, updatedAt: row.updatedAt };
  });
}

/** A boarding or daycare booking of the pet (as its first pet or an additional one) going on now. */
async function stayUnderWay(tx: Tx, petId: number) {
  const now = new Date();
  const [stay] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.petId, petId), sql`${petId} = any(${bookings.additionalPetIds})`),
        ne(bookings.serviceType, 'training'),
        ne(bookings.status, 'cancelled'),
        lte(bookings.startDate, now),
        gt(bookings.endDate, now),
      ),
    )
    .limit(1);
  return stay;
}
