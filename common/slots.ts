// Booking time slots (decisions.md 35): training at 9, 10, 11 AM and 1 to 5 PM; boarding and
// daycare drop-off and pickup at the first six. Times are wall-clock times in the business zone.
import type { ServiceType } from './booking-choices';
import { instantAt, wallClock } from './business-time';

export type Slot = { value: string; label: string };

export const TRAINING_SLOTS: readonly Slot[] = [
  { value: '09:00', label: '9:00 AM' },
  { value: '10:00', label: '10:00 AM' },
  { value: '11:00', label: '11:00 AM' },
  { value: '13:00', label: '1:00 PM' },
  { value: '14:00', label: '2:00 PM' },
  { value: '15:00', label: '3:00 PM' },
  { value: '16:00', label: '4:00 PM' },
  { value: '17:00', label: '5:00 PM' },
];
export const STAY_SLOTS: readonly Slot[] = TRAINING_SLOTS.slice(0, 6);

export const TRAINING_DURATION_MINUTES = 60;
export const TRAINING_SESSION_MS = TRAINING_DURATION_MINUTES * 60 * 1000;

export function slotsFor(serviceType: ServiceType): readonly Slot[] {
  return serviceType === 'training' ? TRAINING_SLOTS : STAY_SLOTS;
}

/** Slot values ('09:00') for the service. */
export const slotTimes = (serviceType: ServiceType) => slotsFor(serviceType).map((slot) => slot.value);

/** Is this instant exactly one of the service's slots in the zone (to the millisecond)? */
export function isSlotStart(serviceType: ServiceType, instant: Date, timeZone: string): boolean {
  if (instant.getUTCMilliseconds() !== 0) return false;
  const time = wallClock(instant, timeZone);
  return slotTimes(serviceType).some((value) => `${value}:00` === time);
}

/** Every slot of the service on a calendar day, as instants. */
export function slotStartsOn(serviceType: ServiceType, day: string, timeZone: string): Date[] {
  return slotTimes(serviceType).map((value) => instantAt(day, value, timeZone));
}

/** A training session ends one hour after it starts (the server sets it). */
export const trainingEndDate = (start: Date) => new Date(start.getTime() + TRAINING_SESSION_MS);
