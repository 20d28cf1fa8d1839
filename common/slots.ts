// Booking time slots (decisions.md 35, 51): the business's settings list them (training at 9, 10,
// 11 AM and 1 to 5 PM and drop-off and pickup at the first six, unless changed). Times are
// wall-clock times in the business zone.
import type { ServiceType } from './booking-choices';
import type { SlotSettings } from './business-settings';
import { instantAt, wallClock } from './business-time';

export type Slot = { value: string; label: string };

/** '13:30' -> '1:30 PM'. */
export function slotLabel(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

export const TRAINING_DURATION_MINUTES = 60;
export const TRAINING_SESSION_MS = TRAINING_DURATION_MINUTES * 60 * 1000;

/** Slot values ('09:00') for the service, from the business's settings. */
export const slotTimes = (serviceType: ServiceType, slots: SlotSettings): readonly string[] =>
  serviceType === 'training' ? slots.training : slots.stay;

export function slotsFor(serviceType: ServiceType, slots: SlotSettings): Slot[] {
  return slotTimes(serviceType, slots).map((value) => ({ value, label: slotLabel(value) }));
}

/** Is this instant exactly one of the service's slots in the zone (to the millisecond)? */
export function isSlotStart(serviceType: ServiceType, instant: Date, timeZone: string, slots: SlotSettings): boolean {
  if (instant.getUTCMilliseconds() !== 0) return false;
  const time = wallClock(instant, timeZone);
  return slotTimes(serviceType, slots).some((value) => `${value}:00` === time);
}

/** Every slot of the service on a calendar day, as instants. */
export function slotStartsOn(serviceType: ServiceType, day: string, timeZone: string, slots: SlotSettings): Date[] {
  return slotTimes(serviceType, slots).map((value) => instantAt(day, value, timeZone));
}

/** A training session ends one hour after it starts (the server sets it). */
export const trainingEndDate = (start: Date) => new Date(start.getTime() + TRAINING_SESSION_MS);
