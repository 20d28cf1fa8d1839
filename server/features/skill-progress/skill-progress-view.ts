// A skill's progress as the API returns it: the row with its skill, pet, owner, trainer, videos
// (newest first) and percent ((currentStep + 1) / steps; 100 once completed). Built for a whole
// list with one query per kind of extra, never one per item.
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq, inArray } from 'drizzle-orm';
import { skillProgressPercent } from '../../../common/skill-progress';
import type { Db, Tx } from '../../db/client';
import { cartItems, pets, skillProgress, skillProgressVideos, trainingSkills, users } from '../../db/schema';
import type { SkillProgressRow } from '../../platform/access/resources';

type SkillRow = typeof trainingSkills.$inferSelect;
type VideoRow = typeof skillProgressVideos.$inferSelect;
export type SkillVideoView = Pick<VideoRow, 'id' | 'address' | 'contentType' | 'sizeBytes' | 'durationSeconds' | 'createdAt'>;

export type SkillProgressView = SkillProgressRow & {
  trainerName: string | null;
  petId: number;
  petName: string;
  ownerName: string;
  skill: SkillRow;
  bookingId: number | null;
  videos: SkillVideoView[];
  percent: number;
};

type Person = { username: string; firstName: string | null; lastName: string | null };
/** 'Ada Lovelace', or the username when no name was given. */
const personName = (person: Person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;

const owners = alias(users, 'owners');
const trainers = alias(users, 'trainers');

export async function progressViews(db: Db | Tx, rows: SkillProgressRow[]): Promise<SkillProgressView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const details = await db
    .select({
      id: skillProgress.id,
      petId: cartItems.petId,
      bookingId: cartItems.bookingId,
      petName: pets.name,
      skill: trainingSkills,
      owner: { username: owners.username, firstName: owners.firstName, lastName: owners.lastName },
      trainer: { username: trainers.username, firstName: trainers.firstName, lastName: trainers.lastName },
    })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
    .innerJoin(pets, eq(pets.id, cartItems.petId))
    .innerJoin(owners, eq(owners.id, cartItems.userId))
    .leftJoin(trainers, eq(trainers.id, skillProgress.trainerId))
    .where(inArray(skillProgress.id, ids));
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  const videos = await db
    .select()
    .from(skillProgressVideos)
    .where(inArray(skillProgressVideos.skillProgressId, ids))
    .orderBy(desc(skillProgressVideos.createdAt), desc(skillProgressVideos.id));
  return rows.map((row) => {
    const detail = byId.get(row.id)!;
    return {
      ...row,
      trainerName: detail.trainer ? personName(detail.trainer) : null,
      petId: detail.petId,
      petName: detail.petName,
      ownerName: personName(detail.owner),
      skill: detail.skill,
      bookingId: detail.bookingId,
      videos: videos
        .filter((video) => video.skillProgressId === row.id)
        .map(({ id, address, contentType, sizeBytes, durationSeconds, createdAt }) => ({
          id,
          address,
          contentType,
          sizeBytes,
          durationSeconds,
          createdAt,
        })),
      percent: skillProgressPercent(row.currentStep, detail.skill.steps.length, row.completed),
    };
  });
}

export async function progressView(db: Db | Tx, row: SkillProgressRow): Promise<SkillProgressView> {
  const [view] = await progressViews(db, [row]);
  return view;
}
