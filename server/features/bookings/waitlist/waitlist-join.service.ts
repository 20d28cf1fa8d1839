// POST /api/waitlist (decisions.md 67): the owner waits for a full boarding stay or training slot.
// The request is checked as a booking would be (the owner's pets, the slots, the booking window),
// and refused when it is not actually full (409: book it directly) or already waiting.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ALREADY_WAITING_MESSAGE,
  THERE_IS_ROOM_MESSAGE,
  TRAINER_FOR_TRAINING_MESSAGE,
  TRAINING_ONE_PET_MESSAGE,
  type WaitlistEntryAnswer,
  type WaitlistInput,
} from '../../../../common/waitlist-schemas';
import { users, waitlistEntries } from '../../../db/schema';
import { readBusinessSettings } from '../../../domain/business/business-settings';
import { lockWaitlist } from '../../../domain/waitlist/waitlist-holds';
import { requireAccess, type AccessUser } from '../../../platform/access/access';
import type { AppDeps } from '../../../platform/app-deps';
import { badInput, conflict } from '../../../platform/errors';
import { checkedSchedule } from '../booking-schedule';
import { boardingFits, lockTrainingHours, trainerFreeFor, type WaitlistRequestShape } from './waitlist-fit';
import { waitlistView } from './waitlist-view';

export const NOT_A_TRAINER_MESSAGE = 'Trainer must be one of our trainers';

export async function joinWaitlist(deps: AppDeps, user: AccessUser, input: WaitlistInput, now = new Date()): Promise<WaitlistEntryAnswer> {
  if (input.serviceType === 'training' && input.petIds.length > 1) throw badInput('petIds', TRAINING_ONE_PET_MESSAGE);
  if (input.serviceType !== 'training' && input.trainerId != null) throw badInput('trainerId', TRAINER_FOR_TRAINING_MESSAGE);
  return deps.db.transaction(async (tx) => {
    await lockWaitlist(tx);
    const business = await readBusinessSettings(tx, deps.config);
    const schedule = checkedSchedule(input, business, now);
    for (const id of [...input.petIds].sort((a, b) => a - b)) await requireAccess(tx, user, 'change', 'pet', id);
    const trainerId = input.trainerId ?? null;
    if (trainerId !== null) {
      const [trainer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, trainerId), eq(users.isTrainer, true)));
      if (!trainer) throw badInput('trainerId', NOT_A_TRAINER_MESSAGE);
    }
    const request: WaitlistRequestShape = { serviceType: input.serviceType, petIds: input.petIds, ...schedule, trainerId };
    await refuseWhenThereIsRoom(tx, request, business);
    const [same] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.ownerId, user.id),
          eq(waitlistEntries.serviceType, request.serviceType),
          eq(waitlistEntries.startDate, request.startDate),
          eq(waitlistEntries.endDate, request.endDate),
          sql`${waitlistEntries.trainerId} is not distinct from ${trainerId}`,
          sql`${waitlistEntries.petIds} @> ${sql.param(request.petIds)}::integer[] and ${waitlistEntries.petIds} <@ ${sql.param(request.petIds)}::integer[]`,
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      )
      .limit(1);
    if (same) throw conflict(ALREADY_WAITING_MESSAGE);
    const [row] = await tx
      .insert(waitlistEntries)
      .values({ ownerId: user.id, ...request, status: 'waiting', createdAt: now })
      .returning();
    return waitlistView(tx, row);
  });
}

async function refuseWhenThereIsRoom(
  tx: Parameters<typeof boardingFits>[0],
  request: WaitlistRequestShape,
  business: { timeZone: string; boardingCapacity: number },
): Promise<void> {
  if (request.serviceType === 'boarding') {
    if (await boardingFits(tx, request, business)) throw conflict(THERE_IS_ROOM_MESSAGE);
    return;
  }
  await lockTrainingHours(tx, [request.startDate]);
  if ((await trainerFreeFor(tx, request, business.timeZone)) !== null) throw conflict(THERE_IS_ROOM_MESSAGE);
}
