// Whether a waitlist request fits now (decisions.md 67), counted as a booking would be: boarding
// nights against the capacity (bookings and other people's holds), a training hour against the
// trainers who work then and are free. Inside a transaction holding the same locks a booking takes.
import type { Tx } from '../../../db/client';
import { boardedPetsPerNight, boardingNights } from '../../../domain/bookings/boarded-nights';
import { lockBoardingCapacity, lockTrainerSchedulesShared, lockTrainingHour } from '../../../domain/bookings/capacity-locks';
import { trainersFreeFor } from '../trainer-assignment';

export type WaitlistRequestShape = {
  serviceType: 'boarding' | 'training';
  petIds: number[];
  startDate: Date;
  endDate: Date;
  trainerId: number | null;
};

type Rules = { timeZone: string; boardingCapacity: number };

/** Boarding: whether the stay's pets fit on every night. Takes the boarding lock. */
export async function boardingFits(tx: Tx, request: WaitlistRequestShape, rules: Rules): Promise<boolean> {
  await lockBoardingCapacity(tx);
  const nights = boardingNights(request.startDate, request.endDate, rules.timeZone);
  const pets = await boardedPetsPerNight(tx, nights[0], nights[nights.length - 1], rules.timeZone);
  return nights.every((night) => (pets.get(night) ?? 0) + request.petIds.length <= rules.boardingCapacity);
}

/** Training: the trainer who could take the hour now (the one asked for, else the first free), or null. */
export async function trainerFreeFor(tx: Tx, request: WaitlistRequestShape, timeZone: string): Promise<number | null> {
  const { free } = await trainersFreeFor(tx, request, timeZone);
  if (request.trainerId !== null) return free.includes(request.trainerId) ? request.trainerId : null;
  return free[0] ?? null;
}

/** The locks a training booking takes for the hours given, hours in ascending order, then the schedules'. */
export async function lockTrainingHours(tx: Tx, starts: Date[]): Promise<void> {
  const sorted = [...new Set(starts.map((start) => start.getTime()))].sort((a, b) => a - b);
  for (const start of sorted) await lockTrainingHour(tx, new Date(start));
  if (sorted.length > 0) await lockTrainerSchedulesShared(tx);
}
