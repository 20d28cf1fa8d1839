// Reading programs as a given viewer sees them (decisions.md 13): the author gets the working
// copy, in any state; everyone else the latest published version of a published program, and
// nothing of a draft. One query shape serves the catalogue, the detail and the services.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { programVersions, trainingPrograms, users } from '../../db/schema';
import { HttpError } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { PROGRAM_NOT_FOUND } from './program-messages';
import { versionView, workingCopyView, type ProgramSummaryView, type ProgramView, type VersionRow } from './program-view';
import { programSummariesQuery, summaryFor } from './program-summaries';
import { programVisibleTo } from './program-visibility';

/** Who is looking: a signed-in user, or null when signed out. */
export type Viewer = { id: number } | null;

export const programNotFound = () => new HttpError(404, PROGRAM_NOT_FOUND);

/** The newest published version of the program in the outer query (a LATERAL subquery). */
function latestVersionQuery(db: Db | Tx) {
  return db
    .select()
    .from(programVersions)
    .where(eq(programVersions.programId, trainingPrograms.id))
    .orderBy(desc(programVersions.version))
    .limit(1)
    .as('latest');
}

function selectPrograms(db: Db | Tx) {
  const latest = latestVersionQuery(db);
  const query = db
    .select({
      program: trainingPrograms,
      author: { username: users.username, firstName: users.firstName, lastName: users.lastName },
      latest: {
        id: latest.id,
        programId: latest.programId,
        version: latest.version,
        title: latest.title,
        description: latest.description,
        difficulty: latest.difficulty,
        durationWeeks: latest.durationWeeks,
        price: latest.price,
        thumbnail: latest.thumbnail,
        content: latest.content,
        prerequisites: latest.prerequisites,
        equipment: latest.equipment,
        breedRecommendations: latest.breedRecommendations,
        publishedAt: latest.publishedAt,
      } satisfies Record<keyof VersionRow, unknown>,
    })
    .from(trainingPrograms)
    .innerJoin(users, eq(users.id, trainingPrograms.createdBy))
    .leftJoinLateral(latest, sql`true`);
  return { query, latest };
}

type SelectedRow = Awaited<ReturnType<typeof selectPrograms>['query']>[number];

function viewFor(viewer: Viewer, row: SelectedRow): ProgramView | null {
  const latest: VersionRow | null = row.latest;
  if (viewer && row.program.createdBy === viewer.id) return workingCopyView(row.program, row.author, latest?.version ?? null);
  if (row.program.published && latest) return versionView(row.program, latest, row.author);
  return null;
}

/** The program as `viewer` sees it, or null when missing or someone else's draft. */
export async function findVisibleProgram(db: Db | Tx, viewer: Viewer, id: number): Promise<ProgramView | null> {
  const { query, latest } = selectPrograms(db);
  const [row] = await query.where(and(eq(trainingPrograms.id, id), programVisibleTo(viewer?.id ?? null, latest.id)));
  return row ? viewFor(viewer, row) : null;
}

export async function getVisibleProgram(db: Db | Tx, viewer: Viewer, id: number): Promise<ProgramView> {
  const program = await findVisibleProgram(db, viewer, id);
  if (!program) throw programNotFound();
  return program;
}

export type ProgramListOptions = ListPage & {
  /** Only the viewer's own programs (working copies, any state). */
  mine?: boolean;
};

/**
 * The catalogue, sorted by title (case-insensitively) then id: published programs plus the
 * viewer's own, as summaries (the detail route sends the content). The cursor is the id of the
 * last program of the previous page.
 */
export async function listPrograms(db: Db, viewer: Viewer, options: ProgramListOptions): Promise<Page<ProgramSummaryView>> {
  let cursor: { title: string; id: number } | undefined;
  if (options.cursor !== undefined) {
    // The cursor is looked up as this viewer sees it: another's draft id gives an empty page.
    const last = await findVisibleProgram(db, viewer, options.cursor);
    if (!last) return { items: [], nextCursor: null };
    cursor = { title: last.title, id: last.id };
  }
  const shape = { signedIn: viewer !== null, mine: Boolean(options.mine && viewer), afterCursor: cursor !== undefined };
  const rows = await programSummariesQuery(db, shape).execute({
    viewerId: viewer?.id,
    cursorTitle: cursor?.title,
    cursorId: cursor?.id,
    limit: options.limit + 1,
  });
  const cards = rows.map((row) => summaryFor(viewer, row)).filter((card): card is ProgramSummaryView => card !== null);
  return toPage(cards, options.limit);
}
