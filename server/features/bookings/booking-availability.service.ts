// GET /api/bookings/availability: what the booking dialog greys out. Full and nearly full nights
// for boarding and days for daycare (each against its own capacity), and each training slot with
// the trainers free then: none when every trainer is busy, outside their hours or on time off
// (decisions.md 64, 65).
import type { ServiceType } from '../../../common/booking-choices';
import type { AvailableTrainer } from '../../../common/booking-schemas';
import type { BusinessSettings } from '../../../common/business-settings';
import { slotStartsOn, TRAINING_SESSION_MS } from '../../../common/slots';
import type { Db } from '../../db/client';
import { badInput } from '../../platform/errors';
import { dayLoad } from './boarding-capacity';
import { addCalendarDays } from '../../../common/business-time';
import { freeTrainersBySlot, trainerProfiles } from './trainer-assignment';

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
  type NearlyFull = { day: string; placesLeft: number };
  const answer = {
    timeZone,
    boardingCapacity,
    fullNights: [] as string[],
    nearlyFullNights: [] as NearlyFull[],
    fullDaycareDays: [] as string[],
    nearlyFullDaycareDays: [] as NearlyFull[],
    unavailableTrainingSlots: [] as Date[],
    trainingSlots: [] as { start: Date; trainers: AvailableTrainer[] }[],
  };
  if (query.serviceType === 'boarding') {
    const load = await dayLoad(db, 'boarding', query.from, query.to, timeZone, boardingCapacity);
    answer.fullNights = load.full;
    answer.nearlyFullNights = load.nearlyFull;
  }
  if (query.serviceType === 'daycare') {
    const load = await dayLoad(db, 'daycare', query.from, query.to, timeZone, business.daycareCapacity);
    answer.fullDaycareDays = load.full;
    answer.nearlyFullDaycareDays = load.nearlyFull;
  }
  if (query.serviceType === 'training') {
    const slots: Date[] = [];
    for (let day = query.from; day <= query.to; day = addCalendarDays(day, 1))
      slots.push(...slotStartsOn('training', day, timeZone, business.slots));
    const free = await freeTrainersBySlot(db, slots, TRAINING_SESSION_MS, timeZone);
    const profiles = await trainerProfiles(db);
    answer.trainingSlots = slots.map((start) => ({
      start,
      trainers: (free.get(start.getTime()) ?? []).map((id) => profiles.get(id) ?? { id, name: '', photoUrl: null, bio: null }),
    }));
    answer.unavailableTrainingSlots = answer.trainingSlots.filter((slot) => slot.trainers.length === 0).map((slot) => slot.start);
  }
  return answer;
}
