// POST /api/bookings (decisions.md 3): the owner's own pets, on the listed slots, in the
// future; the server sets the training end and the price. Capacity and trainer checks run in the
// same transaction as the insert, behind an advisory lock, so concurrent requests cannot overbook.
// Every pet's vaccines must last through the booking's last day (vaccination-gate.ts).
import type { BookingInput } from '../../../common/booking-schemas';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { requireAccess } from '../../platform/access/access';
import type { PetRow } from '../../platform/access/resources';
import type { AccessUser } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { badInput } from '../../platform/errors';
import { reserveBoardingNights, reserveDaycareDays } from './boarding-capacity';
import { notifyBookingCreated } from './booking-notifications';
import { bookingDays, bookingPrice, bookingTermsFor } from '../../../common/pricing';
import { readBusinessSettings } from '../../domain/business/business-settings';
import { lockBoardingCapacity, lockDaycareCapacity } from '../../domain/bookings/capacity-locks';
import {
  ADDITIONAL_PETS_TRAINING_MESSAGE,
  PET_TWICE_MESSAGE,
  PRIMARY_PET_TWICE_MESSAGE,
  TRAINER_FOR_TRAINING_ONLY_MESSAGE,
} from './booking-messages';
import { checkedSchedule } from './booking-schedule';
import { newBookingView, type BookingView } from './booking-view';
import { assignFreeTrainer, assignNamedTrainer } from './trainer-assignment';
import { checkVaccinations } from './vaccination-gate';
import { signalDayBoard } from '../../platform/realtime/day-board-signal';

/**
 * `notify: false`: the caller tells the owner itself (a recurring booking tells them once for all its days).
 * `series`: an occurrence of a recurring booking, which takes no deposit (decisions.md 68, 71).
 */
export type CreateOptions = { notify?: boolean; series?: boolean };

export async function createBooking(
  deps: AppDeps,
  user: AccessUser,
  input: BookingInput,
  now = new Date(),
  { notify = true, series = false }: CreateOptions = {},
): Promise<BookingView> {
  const additionalPetIds = checkedAdditionalPets(input);
  if (input.trainerId != null && input.serviceType !== 'training') throw badInput('trainerId', TRAINER_FOR_TRAINING_ONLY_MESSAGE);
  const numPets = 1 + additionalPetIds.length;

  return deps.db.transaction(async (tx) => {
    // A boarding stay (a daycare booking) takes its capacity lock before it reads the settings: a
    // capacity lowered at the same moment either counts this booking or is read by it (settings.service.ts).
    if (input.serviceType === 'boarding') await lockBoardingCapacity(tx);
    if (input.serviceType === 'daycare') await lockDaycareCapacity(tx);
    // One version of the settings decides the slots, price, capacity and policy; the booking
    // keeps its terms, so a later change in the settings never changes it (decisions.md 18).
    const business = await readBusinessSettings(tx, deps.config);
    const { timeZone } = business;
    const schedule = checkedSchedule(input, business, now);
    // The deposit rule in force now is kept in the terms (decisions.md 71); a series' occurrence pays in full.
    const nights = series ? 0 : bookingDays(schedule.startDate, schedule.endDate, timeZone);
    const terms = bookingTermsFor(business, input.serviceType, nights);
    const price = bookingPrice({ serviceType: input.serviceType, ...schedule, numPets }, timeZone, terms);
    const ownPets = await lockOwnPets(tx, user, input.petId, additionalPetIds);
    const vaccinationWarnings = await checkVaccinations(
      tx,
      { serviceType: input.serviceType, endDate: schedule.endDate, pets: ownPets },
      business.vaccines,
      timeZone,
      now,
    );
    let trainerId: number | null = null;
    if (input.serviceType === 'boarding') {
      await reserveBoardingNights(tx, { ...schedule, numPets }, timeZone, business.boardingCapacity);
    } else if (input.serviceType === 'daycare') {
      await reserveDaycareDays(tx, { ...schedule, numPets }, timeZone, business.daycareCapacity);
    } else if (input.trainerId != null) {
      trainerId = await assignNamedTrainer(tx, schedule, timeZone, input.trainerId);
    } else {
      trainerId = await assignFreeTrainer(tx, schedule, timeZone);
    }
    const [row] = await tx
      .insert(bookings)
      .values({
        petId: input.petId,
        ownerId: user.id,
        trainerId,
        serviceType: input.serviceType,
        startDate: schedule.startDate,
        endDate: schedule.endDate,
        status: 'pending',
        paymentStatus: 'pending',
        notes: input.notes ?? null,
        totalPrice: price.totalCents,
        numPets,
        additionalPetIds,
        vaccinationWarnings,
        terms,
      })
      .returning();
    await signalDayBoard(tx);
    if (notify) {
      await notifyBookingCreated(
        deps,
        tx,
        row,
        ownPets.map((pet) => pet.name),
        timeZone,
      );
    }
    return newBookingView(row, new Map(ownPets.map((pet) => [pet.id, pet.name])), timeZone, now);
  });
}

/** Additional pets: none for training, never the primary pet, none twice. */
function checkedAdditionalPets(input: BookingInput): number[] {
  const ids = input.additionalPetIds ?? [];
  if (ids.length === 0) return [];
  if (input.serviceType === 'training') throw badInput('additionalPetIds', ADDITIONAL_PETS_TRAINING_MESSAGE);
  if (ids.includes(input.petId)) throw badInput('additionalPetIds', PRIMARY_PET_TWICE_MESSAGE);
  if (new Set(ids).size !== ids.length) throw badInput('additionalPetIds', PET_TWICE_MESSAGE);
  return ids;
}

/**
 * Every pet must be the caller's and not archived (else 404, as for any object not theirs). The
 * rows are locked, in id order so two bookings naming the same pets cannot deadlock, which also
 * makes a delete of one of these pets wait and then archive it instead. Answers the pets in the
 * booking's order: the primary pet first.
 */
async function lockOwnPets(tx: Tx, user: AccessUser, petId: number, additionalPetIds: number[]): Promise<PetRow[]> {
  const locked = new Map<number, PetRow>();
  for (const id of [petId, ...additionalPetIds].sort((a, b) => a - b)) {
    locked.set(id, await requireAccess(tx, user, 'change', 'pet', id, { lock: true }));
  }
  return [petId, ...additionalPetIds].map((id) => locked.get(id)!);
}
