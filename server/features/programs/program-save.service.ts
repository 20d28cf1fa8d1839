// POST and PUT /api/training-programs: trainers create (403 for owners; an applicant waiting for
// approval keeps drafts but cannot publish, decisions.md 50), only the author updates
// (404 for anyone else: another trainer's program is "not found", and stays as it was). Each save
// writes the working copy and, when published and changed, a new version in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { ProgramInputParsed } from '../../../common/program-schemas';
import type { Db } from '../../db/client';
import { trainingPrograms } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { NOT_APPROVED_MESSAGE } from '../../domain/accounts/trainer-application';
import { forbidden } from '../../platform/errors';
import { programNotFound } from './program-queries';
import { publishIfChanged } from './program-versions';
import { workingCopyView, type ProgramView } from './program-view';

/** The working copy's columns; the curriculum lists are kept at top level too (decisions.md 33). */
function workingCopyColumns(input: ProgramInputParsed) {
  return {
    title: input.title,
    description: input.description,
    difficulty: input.difficulty,
    durationWeeks: input.durationWeeks,
    price: input.price,
    thumbnail: input.thumbnail ?? null,
    content: input.content,
    prerequisites: input.content.prerequisites,
    equipment: input.content.equipment,
    breedRecommendations: input.content.breedRecommendations,
    published: input.published,
  };
}

export async function createProgram(db: Db, user: SessionUser, input: ProgramInputParsed): Promise<ProgramView> {
  if (input.published && !user.isTrainer) throw forbidden(NOT_APPROVED_MESSAGE);
  return db.transaction(async (tx) => {
    const [program] = await tx
      .insert(trainingPrograms)
      .values({ ...workingCopyColumns(input), createdBy: user.id })
      .returning();
    return workingCopyView(program, user, await publishIfChanged(tx, program));
  });
}

export async function updateProgram(db: Db, user: SessionUser, id: number, input: ProgramInputParsed): Promise<ProgramView> {
  if (input.published && !user.isTrainer) throw forbidden(NOT_APPROVED_MESSAGE);
  return db.transaction(async (tx) => {
    const [program] = await tx
      .update(trainingPrograms)
      .set({ ...workingCopyColumns(input), updatedAt: new Date() })
      .where(and(eq(trainingPrograms.id, id), eq(trainingPrograms.createdBy, user.id)))
      .returning();
    if (!program) throw programNotFound();
    return workingCopyView(program, user, await publishIfChanged(tx, program));
  });
}
