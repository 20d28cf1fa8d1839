import { Anchor, Progress, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarTime, IconPaw, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@common/dashboard-schemas';
import { paths } from '../../../app/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { StatCard, StatCardSkeleton } from './stat-card';

const grid = { base: 1, xs: 2, lg: 4 } as const;

/** Total Pets, Active Bookings, Training Progress, Next Session. */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { totalPets, activeBookings, trainingProgress, nextSession } = summary;
  return (
    <SimpleGrid cols={grid} spacing="md">
      <StatCard
        label="Total Pets"
        value={totalPets}
        icon={<IconPaw size={24} />}
        color="orange"
        footer={
          <Anchor component={Link} to={paths.pets} size="sm">
            Go to My Pets
          </Anchor>
        }
      />
      <StatCard
        label="Active Bookings"
        value={activeBookings}
        icon={<IconCalendarCheck size={24} />}
        color="blue"
        footer={
          <Anchor component={Link} to={paths.bookings} size="sm">
            {activeBookings === 0 ? 'Book a stay or session' : 'Manage bookings'}
          </Anchor>
        }
      />
      <StatCard
        label="Training Progress"
        value={`${trainingProgress}%`}
        icon={<IconTrophy size={24} />}
        color="teal"
        footer={<Progress value={trainingProgress} color="teal" size="sm" radius="xl" aria-label="Training progress" />}
      />
      <StatCard
        label="Next Session"
        value={nextSession ? formatDate(nextSession.startDate) : 'None'}
        valueSize={nextSession ? 20 : 28}
        icon={<IconCalendarTime size={24} />}
        color="grape"
        footer={
          nextSession ? (
            <Text size="sm" c="dimmed">
              {formatTime(nextSession.startDate)} with {nextSession.petName}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No training session booked
            </Text>
          )
        }
      />
    </SimpleGrid>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={grid} spacing="md" role="status" aria-busy="true" aria-label="Loading summary">
      {[0, 1, 2, 3].map((key) => (
        <StatCardSkeleton key={key} />
      ))}
    </SimpleGrid>
  );
}
