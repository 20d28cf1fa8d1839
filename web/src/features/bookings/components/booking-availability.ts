// What the availability answer means for the Book Session dialog (decisions.md 66): the days that
// cannot be chosen, the times (greyed with the reason when no trainer is free), the trainers free
// at the chosen time and the nearly full days.
import { calendarDayOf, instantAt } from '@common/business-time';
import type { Availability } from '@common/booking-schemas';
import type { BookingDraft } from '@common/booking-draft-schema';
import { slotsFor } from '@common/slots';
import type { SlotSettings } from '@common/business-settings';
import type { FreeTrainer } from './booking-trainer-choice';

type Choice = Pick<BookingDraft, 'service' | 'date' | 'time'>;

export function bookingAvailability(answer: Availability | undefined, slots: SlotSettings | undefined, zone: string, choice: Choice) {
  const { service, date, time } = choice;
  const trainersAt = new Map<string, FreeTrainer[]>();
  const freeSlotsByDay = new Map<string, number>();
  for (const slot of answer?.trainingSlots ?? []) {
    trainersAt.set(slot.start, slot.trainers);
    const day = calendarDayOf(new Date(slot.start), zone);
    freeSlotsByDay.set(day, (freeSlotsByDay.get(day) ?? 0) + (slot.trainers.length > 0 ? 1 : 0));
  }
  const busySlots = new Set(answer?.unavailableTrainingSlots ?? []);

  let closedDays = new Set<string>();
  if (service === 'boarding') closedDays = new Set(answer?.fullNights ?? []);
  if (service === 'daycare') closedDays = new Set(answer?.fullDaycareDays ?? []);
  if (service === 'training') closedDays = new Set([...freeSlotsByDay].filter(([, free]) => free === 0).map(([day]) => day));

  const serviceSlots = slots ? slotsFor(service, slots) : [];
  const slotOptions = serviceSlots.map((slot) => {
    const busy = service === 'training' && date !== null && busySlots.has(instantAt(date, slot.value, zone).toISOString());
    return { value: slot.value, label: busy ? `${slot.label} (no trainer free)` : slot.label, disabled: busy };
  });

  const chosenStart = date && time ? instantAt(date, time, zone).toISOString() : null;
  // Null until the answer is here too: a trainer kept in a draft is not dropped while it loads.
  const trainers = service === 'training' && chosenStart && answer ? (trainersAt.get(chosenStart) ?? []) : null;
  const freeOnDay = service === 'training' && date !== null ? slotOptions.filter((slot) => !slot.disabled).length : null;

  return {
    closedDays,
    slotOptions,
    trainers,
    freeOnDay,
    slotCount: serviceSlots.length,
    full: service === 'daycare' ? (answer?.fullDaycareDays ?? []) : (answer?.fullNights ?? []),
    nearlyFull: service === 'daycare' ? (answer?.nearlyFullDaycareDays ?? []) : (answer?.nearlyFullNights ?? []),
  };
}
