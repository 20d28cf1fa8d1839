// Revenue per week by service, payments minus refunds (decisions.md 62).
import { BarChart } from '../../../components/charts/bar-chart';
import { Text } from '@mantine/core';
import type { RevenueReport } from '@common/report-schemas';
import { ChartPanel } from '../../../components/chart-panel';
import { formatDate, formatMoney } from '../../../lib/format';
import { CHART_HEIGHT, dollarLabel, dollarsOf, shortDay } from '../../../components/chart-format';

export function RevenuePanel({ report, csvUrl }: { report: RevenueReport; csvUrl: string }) {
  const { totals } = report;
  const hasMoney = report.weeks.some((week) => week.paidCents !== 0 || week.refundedCents !== 0);
  return (
    <ChartPanel
      title="Revenue by week"
      csvUrl={csvUrl}
      tableBelow
      rows={hasMoney ? report.weeks : []}
      emptyText="No payments or refunds in these dates."
      controls={
        hasMoney ? (
          <Text size="sm" mb="sm">
            Net {formatMoney(totals.netCents)}: paid {formatMoney(totals.paidCents)}, refunded {formatMoney(totals.refundedCents)}. Boarding{' '}
            {formatMoney(totals.boardingCents)}, daycare {formatMoney(totals.daycareCents)}, training {formatMoney(totals.trainingCents)}.
          </Text>
        ) : null
      }
      columns={[
        { label: 'Week of', value: (week) => formatDate(week.week), nowrap: true },
        { label: 'Boarding', value: (week) => formatMoney(week.boardingCents) },
        { label: 'Daycare', value: (week) => formatMoney(week.daycareCents) },
        { label: 'Training', value: (week) => formatMoney(week.trainingCents) },
        { label: 'Refunded', value: (week) => formatMoney(week.refundedCents) },
        { label: 'Net', value: (week) => formatMoney(week.netCents) },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          type="stacked"
          data={report.weeks.map((week) => ({
            week: shortDay(week.week),
            boarding: dollarsOf(week.boardingCents),
            daycare: dollarsOf(week.daycareCents),
            training: dollarsOf(week.trainingCents),
          }))}
          dataKey="week"
          valueFormatter={dollarLabel}
          series={[
            { name: 'boarding', label: 'Boarding', color: 'orange.6' },
            { name: 'daycare', label: 'Daycare', color: 'teal.6' },
            { name: 'training', label: 'Training', color: 'blue.6' },
          ]}
          withLegend
        />
      }
    />
  );
}
