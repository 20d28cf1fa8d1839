// The catalogue's rows (issue 27, item 7): a program's card without its curriculum. The counts
// are computed by the database, so a list never reads the content JSON (up to 256 KB a program)
// into this process; the detail route (program-queries.ts) reads the content.
import { and, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { programVersions, trainingPrograms, users } from '../../db/schema';
import { authorNameOf, type ProgramSummaryView } from './program-view';
import { shownThumbnail } from '../../../common/program-thumbnail';
import type { Viewer } from './program-queries';
import { programVisibleTo } from './program-visibility';

const moduleCountOf = (content: AnyColumn) => sql<number>`coalesce(jsonb_array_length(${content} -> 'modules'), 0)`.mapWith(Number);
const lessonCountOf = (content: AnyColumn) =>
  sql<number>`(select coalesce(sum(jsonb_array_length(m -> 'lessons')), 0) from jsonb_array_elements(${content} -> 'modules') as m)`.mapWith(
    Number,
  );

/** The newest published version's card fields (a LATERAL subquery of the outer program). */
function latestVersionCard(db: Db) {
  return db
    .select({
      id: programVersions.id,
      version: programVersions.version,
      title: programVersions.title,
      description: programVersions.description,
      difficulty: programVersions.difficulty,
      durationWeeks: programVersions.durationWeeks,
      price: programVersions.price,
      thumbnail: programVersions.thumbnail,
      publishedAt: programVersions.publishedAt,
      moduleCount: moduleCountOf(programVersions.content).as('latest_module_count'),
      lessonCount: lessonCountOf(programVersions.content).as('latest_lesson_count'),
    })
    .from(programVersions)
    .where(eq(programVersions.programId, trainingPrograms.id))
    .orderBy(desc(programVersions.version))
    .limit(1)
    .as('latest_card');
}

/** Which catalogue a read is for: each combination is its own prepared query (decisions.md 85). */
export type SummariesShape = { signedIn: boolean; mine: boolean; afterCursor: boolean };

/**
 * The catalogue's page read, prepared once per database for each shape. Placeholders: `viewerId`
 * (signed in), `cursorTitle` and `cursorId` (the last card of the previous page, as the viewer saw
 * it), `limit`. Sorted by the title the viewer sees, case-insensitively, then id.
 */
export function programSummariesQuery(db: Db, shape: SummariesShape) {
  const name = queryName(
    'program_summaries',
    shape.mine ? 'mine' : shape.signedIn ? 'signed_in' : 'public',
    shape.afterCursor && 'after_cursor',
  );
  return preparedQuery(db, name, (db, name) => {
    const latest = latestVersionCard(db);
    const viewerId = sql.placeholder('viewerId');
    const isAuthor = shape.signedIn ? sql`${trainingPrograms.createdBy} = ${viewerId}` : sql`false`;
    // The working copy's counts only for its author: anyone else sees the latest version's, and
    // counting would read the whole content (up to 256 KB) of every program on the page.
    const authorsCount = (count: SQL<number>) => sql<number | null>`case when ${isAuthor} then ${count} end`.mapWith(Number);
    const shownTitle = sql`case when ${isAuthor} then ${trainingPrograms.title} else ${latest.title} end`;
    const sortTitle = sql`lower(${shownTitle})`;
    const scope = shape.mine ? eq(trainingPrograms.createdBy, viewerId) : programVisibleTo(shape.signedIn ? viewerId : null, latest.id);
    const afterCursor = shape.afterCursor
      ? sql`(${sortTitle}, ${trainingPrograms.id}) > (lower(${sql.placeholder('cursorTitle')}), ${sql.placeholder('cursorId')})`
      : undefined;
    return db
      .select({
        program: {
          id: trainingPrograms.id,
          title: trainingPrograms.title,
          description: trainingPrograms.description,
          difficulty: trainingPrograms.difficulty,
          durationWeeks: trainingPrograms.durationWeeks,
          price: trainingPrograms.price,
          thumbnail: trainingPrograms.thumbnail,
          createdBy: trainingPrograms.createdBy,
          published: trainingPrograms.published,
          createdAt: trainingPrograms.createdAt,
          updatedAt: trainingPrograms.updatedAt,
          moduleCount: authorsCount(moduleCountOf(trainingPrograms.content)),
          lessonCount: authorsCount(lessonCountOf(trainingPrograms.content)),
        },
        author: { username: users.username, firstName: users.firstName, lastName: users.lastName },
        latest: {
          id: latest.id,
          version: latest.version,
          title: latest.title,
          description: latest.description,
          difficulty: latest.difficulty,
          durationWeeks: latest.durationWeeks,
          price: latest.price,
          thumbnail: latest.thumbnail,
          publishedAt: latest.publishedAt,
          moduleCount: latest.moduleCount,
          lessonCount: latest.lessonCount,
        },
      })
      .from(trainingPrograms)
      .innerJoin(users, eq(users.id, trainingPrograms.createdBy))
      .leftJoinLateral(latest, sql`true`)
      .where(and(scope, afterCursor))
      .orderBy(sortTitle, trainingPrograms.id)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof programSummariesQuery>['execute']>>[number];

/**
 * The card as `viewer` sees it: the author their working copy, everyone else the latest version.
 * Written out field by field: the list maps every row, and spreading the row's parts into a copy
 * was most of this function's time (a CPU profile of GET /api/training-programs).
 */
export function summaryFor(viewer: Viewer, { program, author, latest }: SummaryRow): ProgramSummaryView | null {
  const ownCopy = viewer !== null && program.createdBy === viewer.id;
  if (!ownCopy && (!program.published || !latest)) return null;
  const card = ownCopy ? program : latest!;
  return {
    id: program.id,
    title: card.title,
    description: card.description,
    difficulty: card.difficulty,
    durationWeeks: card.durationWeeks,
    price: card.price,
    thumbnail: shownThumbnail(card.thumbnail),
    createdBy: program.createdBy,
    authorName: authorNameOf(author),
    published: program.published,
    version: latest?.version ?? null,
    createdAt: program.createdAt,
    updatedAt: ownCopy ? program.updatedAt : latest!.publishedAt,
    moduleCount: card.moduleCount ?? 0,
    lessonCount: card.lessonCount ?? 0,
  };
}
