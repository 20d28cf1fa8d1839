// GET /api/enrollments (the caller's, across their pets) and GET /api/pets/:petId/enrollments
// (the pet's owner, or a trainer who may read the pet). Newest first; the cursor is the id of the
// last enrolment of the previous page.
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { COUNTING_ENROLLMENT_STATUSES } from '../../../common/program-choices';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { pets, programEnrollments } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { enrollmentViewOf, enrollmentViews, selectEnrollments, type EnrollmentView } from './enrollment-view';

const afterCursor = (page: ListPage) => (page.cursor === undefined ? undefined : lt(programEnrollments.id, page.cursor));

export async function listOwnEnrollments(db: Db, user: AccessUser, page: ListPage): Promise<Page<EnrollmentView>> {
  const rows = await ownEnrollmentsQuery(db, page.cursor !== undefined).execute({
    userId: user.id,
    cursor: page.cursor,
    limit: page.limit + 1,
  });
  const now = new Date();
  return toPage(
    rows.map((row) => enrollmentViewOf(row, now)),
    page.limit,
  );
}

/** The caller's page, prepared once per database (decisions.md 85). */
function ownEnrollmentsQuery(db: Db, afterCursor: boolean) {
  return preparedQuery(db, queryName('own_enrollments', afterCursor && 'after_cursor'), (db, name) => {
    const userId = sql.placeholder('userId');
    // Archived pets are hidden everywhere else, so their enrolments are too.
    // Issue 31: the owner's own list shows pending enrolments too (to pay or withdraw them); a
    // withdrawn (refunded) one is left out.
    const where = and(
      eq(programEnrollments.userId, userId),
      eq(pets.ownerId, userId),
      isNull(pets.archivedAt),
      ne(programEnrollments.paymentStatus, 'refunded'),
      afterCursor ? lt(programEnrollments.id, sql.placeholder('cursor')) : undefined,
    );
    return selectEnrollments(db).where(where).orderBy(desc(programEnrollments.id)).limit(sql.placeholder('limit')).prepare(name);
  });
}

export async function listPetEnrollments(db: Db, user: AccessUser, petId: number, page: ListPage): Promise<Page<EnrollmentView>> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  // The owner sees a pending enrolment to pay it; anyone else (a trainer) only those that count.
  const shown =
    pet.ownerId === user.id
      ? ne(programEnrollments.paymentStatus, 'refunded')
      : inArray(programEnrollments.paymentStatus, [...COUNTING_ENROLLMENT_STATUSES]);
  const where = and(eq(programEnrollments.petId, petId), shown, afterCursor(page));
  return toPage(await enrollmentViews(db, where, page.limit + 1), page.limit);
}
