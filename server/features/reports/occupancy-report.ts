// Boarding occupancy per night (decisions.md 62): the pets the capacity rule counts on each night
// of the range (every pet of a multi-pet stay; a stay's nights are its day count from the drop-off
// day; cancelled stays do not count, decisions.md 3 and 31) against today's boarding capacity.
import type { OccupancyReport } from '../../../common/report-schemas';
import type { Db } from '../../db/client';
import { boardedPetsByNightSql } from '../../domain/bookings/boarded-nights';
import type { ReportRange } from './report-range';

export async function occupancyReport(db: Db, range: ReportRange, capacity: number): Promise<OccupancyReport> {
  const perNight = await boardedPetsByNightSql(db, range.from, range.to, range.timeZone);
  const percentOf = (pets: number) => (capacity > 0 ? Math.round((pets * 100) / capacity) : 0);
  const nights = perNight.map(({ night, pets }) => ({ night, pets, capacity, percent: percentOf(pets) }));
  const totalPets = nights.reduce((sum, night) => sum + night.pets, 0);
  return {
    name: 'occupancy',
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    capacity,
    nights,
    averagePercent: nights.length > 0 && capacity > 0 ? Math.round((totalPets * 100) / (capacity * nights.length)) : 0,
    peakPets: Math.max(0, ...nights.map((night) => night.pets)),
  };
}
