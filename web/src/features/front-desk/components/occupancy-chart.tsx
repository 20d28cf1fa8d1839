// Boarding for the next 30 nights against capacity (decisions.md 57), each bar labelled with its
// figure, and the busiest night said in words.
import { BarChart } from '../../../components/charts/bar-chart';
import { Stack, Text, Title } from '@mantine/core';
import type { DayBoard } from '@common/day-board-schemas';

const shortNight = (night: string) => {
  const [, month, day] = night.split('-').map(Number);
  return `${month}/${day}`;
};

export function OccupancyChart({ occupancy }: { occupancy: DayBoard['occupancy'] }) {
  const busiest = occupancy.reduce((top, night) => (night.pets > top.pets ? night : top), occupancy[0]);
  const capacity = occupancy[0]?.capacity ?? 0;
  return (
    <Stack gap="xs" component="section" aria-label="Occupancy">
      <Title order={2} fz="lg">
        Occupancy, next 30 nights
      </Title>
      <Text size="sm" c="dimmed">
        Capacity {capacity} pets a night.{' '}
        {busiest && busiest.pets > 0 ? `Busiest: ${busiest.night}, ${busiest.pets} of ${busiest.capacity}.` : 'No boarding booked yet.'}
      </Text>
      <BarChart
        h={220}
        data={occupancy.map((night) => ({ night: shortNight(night.night), pets: night.pets }))}
        dataKey="night"
        series={[{ name: 'pets', label: 'Pets boarding', color: 'orange.6' }]}
        referenceLines={[{ y: capacity, label: 'Capacity', color: 'red.6' }]}
        yAxisProps={{ domain: [0, Math.max(capacity, busiest?.pets ?? 0)] }}
        withBarValueLabel
      />
    </Stack>
  );
}
