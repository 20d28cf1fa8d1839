// What a viewer may see of a program (decisions.md 13), said once for the detail's query and the
// catalogue's prepared ones: a published program with a published version, or their own.
import { and, eq, isNotNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { trainingPrograms } from '../../db/schema';

/**
 * `viewerId`: the signed-in viewer's id, or its placeholder in a prepared query; null when signed
 * out. `latestVersionId`: the id of the latest published version in the outer query (null: none).
 */
export function programVisibleTo(viewerId: number | Placeholder | null, latestVersionId: Parameters<typeof isNotNull>[0]): SQL {
  const published = and(eq(trainingPrograms.published, true), isNotNull(latestVersionId))!;
  return viewerId === null ? published : or(published, eq(trainingPrograms.createdBy, viewerId))!;
}
