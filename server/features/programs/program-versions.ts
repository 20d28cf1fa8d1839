// Published versions (decisions.md 13). Publishing stores an immutable copy of what owners
// see, numbered 1, 2, ... per program, but only when the working copy differs from the latest
// one: saving a published program unchanged makes no new version, so enrolled pets are not
// shown a "new version" that is the same curriculum.
import { desc, eq } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Tx } from '../../db/client';
import { programVersions } from '../../db/schema';
import type { ProgramRow, VersionRow } from './program-view';

export async function latestVersionOf(tx: Tx, programId: number): Promise<VersionRow | null> {
  const [latest] = await tx
    .select()
    .from(programVersions)
    .where(eq(programVersions.programId, programId))
    .orderBy(desc(programVersions.version))
    .limit(1);
  return latest ?? null;
}

/** The fields a version copies; compared as JSON, since jsonb reorders keys and drops undefined. */
function publishedPart(
  copy: Pick<ProgramRow, 'title' | 'description' | 'difficulty' | 'durationWeeks' | 'price' | 'thumbnail' | 'content'>,
) {
  const { title, description, difficulty, durationWeeks, price, thumbnail, content } = copy;
  return JSON.parse(
    JSON.stringify({ title, description, difficulty, durationWeeks, price, thumbnail: thumbnail ?? null, content }),
  ) as unknown;
}

export function differsFromVersion(program: ProgramRow, version: VersionRow | null): boolean {
  return version === null || !isDeepStrictEqual(publishedPart(program), publishedPart(version));
}

/** The latest version number after a save (null if none), and whether this save made it. */
export type PublishOutcome = { version: number | null; created: boolean };

/**
 * Called after every save, inside its transaction (the program row is locked by the update, so
 * two publishes cannot pick the same number). `beforeCreate` runs when a version is about to be
 * made, and may refuse it by throwing (the daily publish limit), which rolls the save back.
 */
export async function publishIfChanged(tx: Tx, program: ProgramRow, beforeCreate: () => void = () => {}): Promise<PublishOutcome> {
  const latest = await latestVersionOf(tx, program.id);
  if (!program.published || !differsFromVersion(program, latest)) return { version: latest?.version ?? null, created: false };
  beforeCreate();
  const version = (latest?.version ?? 0) + 1;
  const { title, description, difficulty, durationWeeks, price, thumbnail, content } = program;
  await tx.insert(programVersions).values({
    programId: program.id,
    version,
    title,
    description,
    difficulty,
    durationWeeks,
    price,
    thumbnail,
    content,
    prerequisites: content.prerequisites,
    equipment: content.equipment,
    breedRecommendations: content.breedRecommendations,
  });
  return { version, created: true };
}
