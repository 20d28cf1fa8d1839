// The two lists of skill progress: a trainer's assigned items (the trainer dashboard) and one
// pet's skills (its owner, or a trainer who may read the pet). Oldest first, one page at a time.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, skillProgress } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { progressViews, type SkillProgressView } from './skill-progress-view';

const after = (page: ListPage) => (page.cursor === undefined ? undefined : gt(skillProgress.id, page.cursor));

async function viewPage(db: Db, rows: (typeof skillProgress.$inferSelect)[], page: ListPage): Promise<Page<SkillProgressView>> {
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: await progressViews(db, items), nextCursor };
}

export async function listAssigned(db: Db, user: AccessUser, page: ListPage): Promise<Page<SkillProgressView>> {
  const rows = await db
    .select()
    .from(skillProgress)
    .where(and(eq(skillProgress.trainerId, user.id), after(page)))
    .orderBy(asc(skillProgress.id))
    .limit(page.limit + 1);
  return viewPage(db, rows, page);
}

export async function listPetProgress(db: Db, user: AccessUser, petId: number, page: ListPage): Promise<Page<SkillProgressView>> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  const rows = await db
    .select({ progress: skillProgress })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .where(and(eq(cartItems.petId, pet.id), after(page)))
    .orderBy(asc(skillProgress.id))
    .limit(page.limit + 1);
  return viewPage(
    db,
    rows.map((row) => row.progress),
    page,
  );
}
