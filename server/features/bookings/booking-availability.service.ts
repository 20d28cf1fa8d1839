// GET /api/bookings/availability: what the booking dialog greys out. Full nights for boarding
// (booked pets reached capacity) and training slots at which no trainer is free.
import type { ServiceType } from '../../../common/booking-choices';
import { slotStartsOn, TRAINING_SESSION_MS } from '../../../common/slots';
import type { Db } from '../../db/client';
import { fullNights } from './boarding-capacity';
import { addCalendarDays } from './booking-nights';
import { slotsWithoutTrainer } from './trainer-assignment';

export type AvailabilityQuery = { serviceType: ServiceType; from: string; to: string };

export async function bookingAvailability(db: Db, query: AvailabilityQuery, timeZone: string, boardingCapacity: number) {
  const answer = { timeZone, boardingCapacity, fullNights: [] as string[], unavailableTrainingSlots: [] as Date[] };
  if (query.serviceType === 'boarding') {
    answer.fullNights = await fullNights(db, query.from, query.to, timeZone, boardingCapacity);
  }
  if (query.serviceType === 'training') {
    const slots: Date[] = [];
    for (let day = query.from; day <= query.to; day = addCalendarDays(day, 1)) slots.push(...slotStartsOn('training', day, timeZone));
    answer.unavailableTrainingSlots = await slotsWithoutTrainer(db, slots, TRAINING_SESSION_MS);
  }
  return answer;
}
