// Cancellations (with what they refunded) and no-shows per week (decisions.md 62).
import { BarChart } from '../../../components/charts/bar-chart';
import { Text } from '@mantine/core';
import type { CancellationsReport } from '@common/report-schemas';
import { ChartPanel } from '../../../components/chart-panel';
import { formatDate, formatMoney } from '../../../lib/format';
import { CHART_HEIGHT, shortDay } from '../../../components/chart-format';

export function CancellationsPanel({ report, csvUrl }: { report: CancellationsReport; csvUrl: string }) {
  const { totals } = report;
  const any = totals.cancelled + totals.noShows > 0;
  return (
    <ChartPanel
      title="Cancellations and no-shows by week"
      csvUrl={csvUrl}
      tableBelow
      rows={any ? report.weeks : []}
      emptyText="No cancellations or no-shows in these dates."
      controls={
        any ? (
          <Text size="sm" mb="sm">
            {totals.cancelled} cancelled ({formatMoney(totals.refundedCents)} refunded), {totals.noShows} no-shows, by the week each booking
            was to start.
          </Text>
        ) : null
      }
      columns={[
        { label: 'Week of', value: (week) => formatDate(week.week), nowrap: true },
        { label: 'Cancelled', value: (week) => week.cancelled },
        { label: 'Refunded', value: (week) => formatMoney(week.refundedCents) },
        { label: 'No-shows', value: (week) => week.noShows },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={report.weeks.map((week) => ({ week: shortDay(week.week), cancelled: week.cancelled, noShows: week.noShows }))}
          dataKey="week"
          series={[
            { name: 'cancelled', label: 'Cancelled', color: 'red.6' },
            { name: 'noShows', label: 'No-shows', color: 'gray.6' },
          ]}
          yAxisProps={{ allowDecimals: false }}
          withLegend
        />
      }
    />
  );
}
