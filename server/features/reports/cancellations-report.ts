// Cancellations and no-shows per week (decisions.md 62): bookings cancelled and no-shows counted in
// the week they were to start (the business lost that week's booking; a booking keeps no date of
// its cancellation), with what the cancelled ones refunded. Who cancelled (owner or staff) is not
// told apart: owners' cancellations leave no audit row to tell it from.
import { sql } from 'drizzle-orm';
import type { CancellationWeek, CancellationsReport } from '../../../common/report-schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import type { ReportRange } from './report-range';
import { cents, rangeBounds, weekOf, weeksOf } from './report-sql';

type Row = { week: string; cancelled: number; refunded: string; no_shows: number };

export async function cancellationsReport(db: Db, range: ReportRange): Promise<CancellationsReport> {
  const { start, end } = rangeBounds(range);
  const rows = await sqlRows<Row>(
    db,
    sql`
    with weeks as (${weeksOf(range)}),
    lost as (
      select ${weekOf(sql`b.start_date`, range.timeZone)} as week, b.status,
        (select coalesce(sum(pr.amount), 0) from payment_refunds pr where pr.booking_id = b.id and b.status = 'cancelled') as refunded
      from bookings b
      -- end_date >= start_date: the bound on end_date lets the (status, end_date) index find them.
      where b.status in ('cancelled', 'no_show') and b.end_date >= ${start}
        and b.start_date >= ${start} and b.start_date < ${end}
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
      (count(l.status) filter (where l.status = 'cancelled'))::int as cancelled,
      coalesce(sum(l.refunded), 0)::bigint as refunded,
      (count(l.status) filter (where l.status = 'no_show'))::int as no_shows
    from weeks w left join lost l on l.week = w.week
    group by w.week
    order by w.week`,
  );
  const weeks: CancellationWeek[] = rows.map((row) => ({
    week: row.week,
    cancelled: Number(row.cancelled),
    refundedCents: cents(row.refunded),
    noShows: Number(row.no_shows),
  }));
  const total = (field: Exclude<keyof CancellationWeek, 'week'>) => weeks.reduce((sum, week) => sum + week[field], 0);
  return {
    name: 'cancellations',
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    weeks,
    totals: { cancelled: total('cancelled'), refundedCents: total('refundedCents'), noShows: total('noShows') },
  };
}
