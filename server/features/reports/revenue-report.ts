// Revenue per week by service (decisions.md 62): payments received that week minus refunds paid
// out that week, each in the week it happened (paid_at, the refund's created_at), in cents. One
// aggregate over the range's payments and refunds (indexed by their dates), never the bookings. A
// recurring booking's one checkout (decisions.md 68) counts once, under its series' service.
import { sql } from 'drizzle-orm';
import type { RevenueReport, RevenueWeek } from '../../../common/report-schemas';
import type { Db } from '../../db/client';
import { sqlRows } from '../../platform/sql-rows';
import type { ReportRange } from './report-range';
import { cents, rangeBounds, weekOf, weeksOf } from './report-sql';

type Row = { week: string; boarding: string; daycare: string; training: string; paid: string; refunded: string };

export async function revenueReport(db: Db, range: ReportRange): Promise<RevenueReport> {
  const { start, end } = rangeBounds(range);
  const tz = range.timeZone;
  const net = (service: string) => sql`coalesce(sum(m.paid - m.refunded) filter (where m.service_type = ${service}), 0)::bigint`;
  const rows = await sqlRows<Row>(
    db,
    sql`
    with weeks as (${weeksOf(range)}),
    money as (
      select ${weekOf(sql`pi.paid_at`, tz)} as week, coalesce(b.service_type, s.service_type, 'training') as service_type, pi.amount as paid, 0 as refunded
      -- A program enrolment's payment and refund (decisions.md 72) name no booking: training.
      from payment_intents pi
      left join bookings b on b.id = pi.booking_id
      left join booking_series s on s.id = pi.series_id
      where pi.status = 'succeeded' and pi.paid_at >= ${start} and pi.paid_at < ${end}
      union all
      select ${weekOf(sql`pr.created_at`, tz)}, coalesce(b.service_type, 'training'), 0, pr.amount
      from payment_refunds pr left join bookings b on b.id = pr.booking_id
      where pr.created_at >= ${start} and pr.created_at < ${end}
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
      ${net('boarding')} as boarding, ${net('daycare')} as daycare, ${net('training')} as training,
      coalesce(sum(m.paid), 0)::bigint as paid, coalesce(sum(m.refunded), 0)::bigint as refunded
    from weeks w left join money m on m.week = w.week
    group by w.week
    order by w.week`,
  );
  const weeks: RevenueWeek[] = rows.map((row) => {
    const paidCents = cents(row.paid);
    const refundedCents = cents(row.refunded);
    return {
      week: row.week,
      boardingCents: cents(row.boarding),
      daycareCents: cents(row.daycare),
      trainingCents: cents(row.training),
      paidCents,
      refundedCents,
      netCents: paidCents - refundedCents,
    };
  });
  const total = (field: Exclude<keyof RevenueWeek, 'week'>) => weeks.reduce((sum, week) => sum + week[field], 0);
  return {
    name: 'revenue',
    from: range.from,
    to: range.to,
    timeZone: tz,
    weeks,
    totals: {
      boardingCents: total('boardingCents'),
      daycareCents: total('daycareCents'),
      trainingCents: total('trainingCents'),
      paidCents: total('paidCents'),
      refundedCents: total('refundedCents'),
      netCents: total('netCents'),
    },
  };
}
