// GET /api/bookings/availability: what the booking dialog greys out. Full nights for boarding
// (booked pets reached capacity) and training slots at which no trainer is free: every trainer is
// busy, outside their hours or on time off (decisions.md 64).
import type { ServiceType } from '../../../common/booking-choices';
import type { BusinessSettings } from '../../../common/business-settings';
import { slotStartsOn, TRAINING_SESSION_MS } from '../../../common/slots';
import type { Db } from '../../db/client';
import { badInput } from '../../platform/errors';
import { fullNights } from './boarding-capacity';
import { addCalendarDays } from '../../../common/business-time';
import { slotsWithoutTrainer } from './trainer-assignment';

export type AvailabilityQuery = { serviceType: ServiceType; from: string; to: string };

// A year of days at most: enough for any calendar view, and it bounds the work per request.
export const MAX_AVAILABILITY_DAYS = 366;
const DAY_MS = 86_400_000;

function checkedRange(query: AvailabilityQuery) {
  if (query.to < query.from) throw badInput('to', 'The end of the range cannot be before its start.');
  const days = (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_AVAILABILITY_DAYS) throw badInput('to', `Ask for at most ${MAX_AVAILABILITY_DAYS} days at a time.`);
}

export async function bookingAvailability(db: Db, query: AvailabilityQuery, business: BusinessSettings) {
  checkedRange(query);
  const { timeZone, boardingCapacity } = business;
  const answer = { timeZone, boardingCapacity, fullNights: [] as string[], unavailableTrainingSlots: [] as Date[] };
  if (query.serviceType === 'boarding') {
    answer.fullNights = await fullNights(db, query.from, query.to, timeZone, boardingCapacity);
  }
  if (query.serviceType === 'training') {
    const slots: Date[] = [];
    for (let day = query.from; day <= query.to; day = addCalendarDays(day, 1))
      slots.push(...slotStartsOn('training', day, timeZone, business.slots));
    answer.unavailableTrainingSlots = await slotsWithoutTrainer(db, slots, TRAINING_SESSION_MS, timeZone);
  }
  return answer;
}
