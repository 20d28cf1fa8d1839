// The CSV download of one analytics chart: the same rows as its table in the JSON (the same
// aggregate query), one line each; only the asked-for chart is computed.
import type { AnalyticsChart } from '../../../common/trainer-analytics-schemas';
import type { Db } from '../../db/client';
import { type AccessUser } from '../../platform/access/access';
import type { AnalyticsRange } from './analytics-range';
import { assessmentScores, bookingsByWeek, occupancy, sessionsByWeek, skillStats } from './analytics.service';
import { toCsv } from '../../platform/csv';

export async function analyticsCsv(
  db: Db,
  user: AccessUser,
  chart: AnalyticsChart,
  range: AnalyticsRange,
  boardingCapacity: number,
): Promise<string> {
  switch (chart) {
    case 'bookings':
      return toCsv(['week', 'bookings', 'paidCents', 'refundedCents', 'netCents'], await bookingsByWeek(db, user.id, range));
    case 'occupancy':
      return toCsv(['night', 'pets', 'capacity'], await occupancy(db, boardingCapacity, range.timeZone));
    case 'skills':
      return toCsv(['skillId', 'name', 'completed', 'averageDaysToComplete'], await skillStats(db, user.id, range));
    case 'sessions':
      return toCsv(['week', 'sessions'], await sessionsByWeek(db, user.id, range));
    case 'assessments':
      return toCsv(
        ['petId', 'petName', 'date', 'sociabilityDogs', 'sociabilityPeople', 'focus', 'impulseControl', 'leashManners'],
        await assessmentScores(db, { trainerId: user.id, range }),
      );
  }
}
