import type { Availability } from '@common/booking-schemas';

/** GET /api/bookings/availability with every night, day and slot open and no trainer listed, with `changes` laid over it. */
export function sampleAvailability(changes: Partial<Availability> = {}): Availability {
  return {
    timeZone: 'UTC',
    boardingCapacity: 20,
    fullNights: [],
    nearlyFullNights: [],
    fullDaycareDays: [],
    nearlyFullDaycareDays: [],
    unavailableTrainingSlots: [],
    trainingSlots: [],
    ...changes,
  };
}
