// A program as the API returns it (programSchema): its author sees the working copy, everyone
// else a published version (decisions.md 13). Both views are built here, so the two readings
// of one program never drift apart.
import type { z } from 'zod';
import type { programSchema, programSummarySchema } from '../../../common/program-schemas';
import { shownThumbnail } from '../../../common/program-thumbnail';
import type { programVersions, trainingPrograms, users } from '../../db/schema';

export type ProgramView = z.output<typeof programSchema>;
export type ProgramSummaryView = z.output<typeof programSummarySchema>;
export type ProgramRow = typeof trainingPrograms.$inferSelect;
export type VersionRow = typeof programVersions.$inferSelect;
export type ProgramAuthor = Pick<typeof users.$inferSelect, 'username' | 'firstName' | 'lastName'>;

/** 'Jamie Lee', or the username when the author gave no name. */
export function authorNameOf(author: ProgramAuthor): string {
  const first = author.firstName?.trim();
  const last = author.lastName?.trim();
  return (first && last ? `${first} ${last}` : first || last) || author.username;
}

/** What both views share: the curriculum, repeated at top level as decisions.md 37 (calls) sends it. */
function curriculumOf(
  copy: Pick<ProgramRow, 'title' | 'description' | 'difficulty' | 'durationWeeks' | 'price' | 'thumbnail' | 'content'>,
) {
  return {
    title: copy.title,
    description: copy.description,
    difficulty: copy.difficulty,
    durationWeeks: copy.durationWeeks,
    price: copy.price,
    // A thumbnail saved before only uploads were accepted (another site's address) is not shown.
    thumbnail: shownThumbnail(copy.thumbnail),
    content: copy.content,
    prerequisites: copy.content.prerequisites,
    equipment: copy.content.equipment,
    breedRecommendations: copy.content.breedRecommendations,
  };
}

/** The author's view: the working copy, with the number of the latest published version. */
export function workingCopyView(program: ProgramRow, author: ProgramAuthor, latestVersion: number | null): ProgramView {
  return {
    id: program.id,
    ...curriculumOf(program),
    createdBy: program.createdBy,
    authorName: authorNameOf(author),
    published: program.published,
    version: latestVersion,
    createdAt: program.createdAt,
    updatedAt: program.updatedAt,
  };
}

/** What a version's view needs of its program row (an enrolment reads no more: the working copy's content can be 256 KB). */
export type ProgramOfVersion = Pick<ProgramRow, 'id' | 'createdBy' | 'published' | 'createdAt'>;

/**
 * A published version as everyone else sees it. `version` is this version's number: the latest
 * one in the catalogue, the pinned one under an enrolment.
 */
export function versionView(program: ProgramOfVersion, version: VersionRow, author: ProgramAuthor): ProgramView {
  return {
    id: program.id,
    ...curriculumOf(version),
    createdBy: program.createdBy,
    authorName: authorNameOf(author),
    published: program.published,
    version: version.version,
    createdAt: program.createdAt,
    updatedAt: version.publishedAt,
  };
}
