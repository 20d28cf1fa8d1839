// The five charts of /trainer/analytics (issue 11), each from one list of the analytics answer.
import { BarChart } from '../../../components/charts/bar-chart';
import { AreaChart } from '../../../components/charts/line-chart';
import { CHART_HEIGHT, shortDay } from '../../../components/chart-format';
import { formatDate, formatMoney } from '../../../lib/format';
import { analyticsCsvUrl } from '../../../lib/trainer-query';
import type { TrainerAnalytics } from '@common/trainer-analytics-schemas';
import { ChartPanel } from '../../../components/chart-panel';

export function BookingsChart({ rows }: { rows: TrainerAnalytics['bookingsByWeek'] }) {
  const data = rows.map((row) => ({
    week: shortDay(row.week),
    bookings: row.bookings,
    paid: row.paidCents / 100,
    refunded: row.refundedCents / 100,
    net: row.netCents / 100,
  }));
  return (
    <ChartPanel
      title="Bookings and revenue by week"
      csvUrl={analyticsCsvUrl('bookings')}
      rows={rows}
      columns={[
        { label: 'Week of', value: (row) => formatDate(row.week), nowrap: true },
        { label: 'Bookings', value: (row) => row.bookings },
        { label: 'Paid', value: (row) => formatMoney(row.paidCents) },
        { label: 'Refunded', value: (row) => formatMoney(row.refundedCents) },
        { label: 'Net', value: (row) => formatMoney(row.netCents) },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="week"
          valueFormatter={(value) => `$${value.toFixed(2)}`}
          series={[
            { name: 'paid', label: 'Paid', color: 'teal.6' },
            { name: 'refunded', label: 'Refunded', color: 'red.6' },
            { name: 'net', label: 'Net', color: 'blue.6' },
          ]}
          withLegend
        />
      }
    />
  );
}

export function OccupancyChart({ rows }: { rows: TrainerAnalytics['occupancy'] }) {
  return (
    <ChartPanel
      title="Boarding occupancy, next 30 nights"
      csvUrl={analyticsCsvUrl('occupancy')}
      rows={rows}
      columns={[
        { label: 'Night', value: (row) => formatDate(row.night), nowrap: true },
        { label: 'Pets', value: (row) => row.pets },
        { label: 'Capacity', value: (row) => row.capacity },
      ]}
      chart={
        <AreaChart
          h={CHART_HEIGHT}
          data={rows.map((row) => ({ ...row, night: shortDay(row.night) }))}
          dataKey="night"
          series={[
            { name: 'pets', label: 'Pets', color: 'teal.6' },
            { name: 'capacity', label: 'Capacity', color: 'gray.5' },
          ]}
          yAxisProps={{ allowDecimals: false }}
          withLegend
        />
      }
    />
  );
}

export function SkillsChart({ rows }: { rows: TrainerAnalytics['skills'] }) {
  return (
    <ChartPanel
      title="Skills completed"
      csvUrl={analyticsCsvUrl('skills')}
      rows={rows}
      columns={[
        { label: 'Skill', value: (row) => row.name },
        { label: 'Completed', value: (row) => row.completed },
        {
          label: 'Average days to complete',
          value: (row) => (row.averageDaysToComplete === null ? '-' : row.averageDaysToComplete.toFixed(1)),
        },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={rows.map((row) => ({ name: row.name, completed: row.completed, days: row.averageDaysToComplete ?? 0 }))}
          dataKey="name"
          series={[
            { name: 'completed', label: 'Completed', color: 'teal.6' },
            { name: 'days', label: 'Average days', color: 'orange.6' },
          ]}
          withLegend
        />
      }
    />
  );
}

export function SessionsChart({ rows }: { rows: TrainerAnalytics['sessionsByWeek'] }) {
  return (
    <ChartPanel
      title="Sessions per week"
      csvUrl={analyticsCsvUrl('sessions')}
      rows={rows}
      columns={[
        { label: 'Week of', value: (row) => formatDate(row.week), nowrap: true },
        { label: 'Sessions', value: (row) => row.sessions },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={rows.map((row) => ({ ...row, week: shortDay(row.week) }))}
          dataKey="week"
          series={[{ name: 'sessions', label: 'Sessions', color: 'teal.6' }]}
          // Sessions are whole: no 0.25 or 0.5 on the axis.
          yAxisProps={{ allowDecimals: false }}
        />
      }
    />
  );
}
