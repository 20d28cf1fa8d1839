// Boarding pets per night against capacity (decisions.md 62).
import { BarChart } from '../../../components/charts/bar-chart';
import { Text } from '@mantine/core';
import type { OccupancyReport } from '@common/report-schemas';
import { ChartPanel } from '../../../components/chart-panel';
import { formatDate } from '../../../lib/format';
import { CHART_HEIGHT, shortDay } from '../../../components/chart-format';

export function OccupancyPanel({ report, csvUrl }: { report: OccupancyReport; csvUrl: string }) {
  const booked = report.peakPets > 0;
  return (
    <ChartPanel
      title="Boarding occupancy by night"
      csvUrl={csvUrl}
      tableBelow
      rows={booked ? report.nights : []}
      emptyText="No pets boarded in these dates."
      controls={
        booked ? (
          <Text size="sm" mb="sm">
            Capacity {report.capacity} pets a night; on average {report.averagePercent}% full, at most {report.peakPets}{' '}
            {report.peakPets === 1 ? 'pet' : 'pets'}.
          </Text>
        ) : null
      }
      columns={[
        { label: 'Night', value: (night) => formatDate(night.night), nowrap: true },
        { label: 'Pets', value: (night) => night.pets },
        { label: 'Capacity', value: (night) => night.capacity },
        { label: 'Full', value: (night) => `${night.percent}%` },
      ]}
      chart={
        <BarChart
          h={CHART_HEIGHT}
          data={report.nights.map((night) => ({ night: shortDay(night.night), pets: night.pets }))}
          dataKey="night"
          series={[{ name: 'pets', label: 'Pets boarding', color: 'orange.6' }]}
          referenceLines={[{ y: report.capacity, label: 'Capacity', color: 'red.6' }]}
          yAxisProps={{ domain: [0, Math.max(report.capacity, report.peakPets)], allowDecimals: false }}
        />
      }
    />
  );
}
