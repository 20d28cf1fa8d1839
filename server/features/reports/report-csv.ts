// A report as CSV (decisions.md 62): the rows of its table, money in decimal dollars, through the
// shared writer (formula injection defused, server/platform/csv.ts).
import type { Report } from '../../../common/report-schemas';
import { toCsv } from '../../platform/csv';

/** Cents as a decimal dollar amount a spreadsheet reads as a number: 12345 -> '123.45', -500 -> '-5.00'. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export function reportCsv(report: Report): string {
  switch (report.name) {
    case 'revenue':
      return toCsv(
        ['week', 'boarding', 'daycare', 'training', 'paid', 'refunded', 'net'],
        report.weeks.map((week) => ({
          week: week.week,
          boarding: dollars(week.boardingCents),
          daycare: dollars(week.daycareCents),
          training: dollars(week.trainingCents),
          paid: dollars(week.paidCents),
          refunded: dollars(week.refundedCents),
          net: dollars(week.netCents),
        })),
      );
    case 'occupancy':
      return toCsv(['night', 'pets', 'capacity', 'percent'], report.nights);
    case 'cancellations':
      return toCsv(
        ['week', 'cancelled', 'refunded', 'noShows'],
        report.weeks.map((week) => ({
          week: week.week,
          cancelled: week.cancelled,
          refunded: dollars(week.refundedCents),
          noShows: week.noShows,
        })),
      );
    case 'vaccination-compliance':
      return toCsv(
        ['bookingId', 'service', 'startDay', 'lastDay', 'pet', 'owner', 'vaccine', 'problem', 'expiresOn'],
        report.rows.map((row) => ({
          bookingId: row.bookingId,
          service: row.serviceType,
          startDay: row.startDay,
          lastDay: row.lastDay,
          pet: row.petName,
          owner: row.ownerName,
          vaccine: row.vaccineName,
          problem: row.problem,
          expiresOn: row.expiresOn,
        })),
      );
  }
}
