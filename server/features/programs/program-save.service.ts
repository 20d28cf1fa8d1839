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
import { publishIfChanged, type PublishOutcome } from './program-versions';
import { workingCopyView, type ProgramRow, type ProgramView } from './program-view';
import type { PublishAllowance } from './publish-limit';

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

type Saved = { program: ProgramRow; outcome: PublishOutcome };

/** Runs inside the save's transaction just before a new version is made; throws to refuse it. */
type BeforePublish = () => void;

/**
 * A save that may publish is counted against the trainer's daily allowance before its transaction
 * (the counter store is never called while a transaction holds a connection). Without room, the
 * save still goes through unless it would make a new version (429, rolled back), so saving a
 * published program unchanged or as a draft always works. The count is given back when the save
 * made no new version.
 */
async function countedSave(
  input: ProgramInputParsed,
  allowance: PublishAllowance | undefined,
  save: (beforePublish: BeforePublish) => Promise<Saved>,
): Promise<Saved> {
  if (!input.published || !allowance) return save(() => {});
  const counted = await allowance.tryReserve();
  let saved: Saved | undefined;
  try {
    saved = await save(() => {
      if (!counted) throw allowance.refusal();
    });
    return saved;
  } finally {
    if (counted && !saved?.outcome.created) await allowance.release();
  }
}

export async function createProgram(
  db: Db,
  user: SessionUser,
  input: ProgramInputParsed,
  allowance?: PublishAllowance,
): Promise<ProgramView> {
  if (input.published && !user.isTrainer) throw forbidden(NOT_APPROVED_MESSAGE);
  const { program, outcome } = await countedSave(input, allowance, (beforePublish) =>
    db.transaction(async (tx) => {
      const [program] = await tx
        .insert(trainingPrograms)
        .values({ ...workingCopyColumns(input), createdBy: user.id })
        .returning();
      return { program, outcome: await publishIfChanged(tx, program, beforePublish) };
    }),
  );
  return workingCopyView(program, user, outcome.version);
}

export async function updateProgram(
  db: Db,
  user: SessionUser,
  id: number,
  input: ProgramInputParsed,
  allowance?: PublishAllowance,
): Promise<ProgramView> {
  if (input.published && !user.isTrainer) throw forbidden(NOT_APPROVED_MESSAGE);
  const { program, outcome } = await countedSave(input, allowance, (beforePublish) =>
    db.transaction(async (tx) => {
      const [program] = await tx
        .update(trainingPrograms)
        .set({ ...workingCopyColumns(input), updatedAt: new Date() })
        .where(and(eq(trainingPrograms.id, id), eq(trainingPrograms.createdBy, user.id)))
        .returning();
      if (!program) throw programNotFound();
      return { program, outcome: await publishIfChanged(tx, program, beforePublish) };
    }),
  );
  return workingCopyView(program, user, outcome.version);
}
