import type { ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartbeat, IconSchool } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { serviceName, useBookings } from '../../../lib/booking-query';
import { PetProgressSummary } from '../../../components/pet-timeline/pet-progress-summary';
import { PetTimeline } from '../../../components/pet-timeline/pet-timeline';
import { AskAboutButton } from '../../../components/messages/ask-about-button';
import { formatDate } from '../../../lib/format';
import { PetTrainingPanel, TrainingStatusText } from './pet-training-panel';
import { PetBookingsPanel } from './pet-bookings-panel';
import { TabRow } from '../../../components/tab-row';

/** The pet's next booking and how many more follow, from the real bookings. */
function UpcomingBookingsText({ petId, petName }: { petId: number; petName: string }) {
  const bookings = useBookings({ when: 'upcoming', petId });
  if (bookings.isPending) return 'Loading bookings...';
  if (bookings.isError || bookings.data.length === 0) return `No upcoming bookings for ${petName}.`;
  const [next, ...rest] = bookings.data;
  const more = rest.length > 0 ? ` and ${rest.length} more` : '';
  return `Next: ${serviceName(next)} on ${formatDate(next.startDate)}${more}.`;
}

type StatusCardProps = { icon: ReactNode; title: string; children: ReactNode; linkLabel: string; to: string };

function StatusCard({ icon, title, children, linkLabel, to }: StatusCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size="lg">
          {icon}
        </ThemeIcon>
        <Title order={3} fz="md">
          {title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
      <Anchor component={Link} to={to} size="sm" fw={500}>
        {linkLabel}
      </Anchor>
    </Card>
  );
}

/** The right card of /pets/:petId: health, training and bookings at a glance. */
const TABS = ['overview', 'training', 'bookings', 'timeline'];

export function PetDashboardCard({ pet }: { pet: Pet }) {
  // `?tab=timeline` (the report card notification's link) opens that tab.
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = requested && TABS.includes(requested) ? requested : 'overview';
  const select = (value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!value || value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return (
    <Card>
      <Title order={2} fz="xl" mb="md">
        Pet Dashboard
      </Title>
      <Tabs value={tab} onChange={select}>
        <TabRow mb="md">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="training">Training</Tabs.Tab>
          <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
          <Tabs.Tab value="timeline">Timeline</Tabs.Tab>
        </TabRow>
        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <StatusCard
              icon={<IconHeartbeat size={20} />}
              title="Health Status"
              linkLabel="View vet records"
              to={paths.petVetRecords(pet.id)}
            >
              {pet.medicalConditions || 'No known medical conditions'}
            </StatusCard>
            <StatusCard icon={<IconSchool size={20} />} title="Training Status" linkLabel="View training" to={paths.petTraining(pet.id)}>
              <TrainingStatusText pet={pet} />
            </StatusCard>
            <StatusCard
              icon={<IconCalendarEvent size={20} />}
              title="Upcoming Bookings"
              linkLabel="View bookings"
              to={paths.petBookings(pet.id)}
            >
              <UpcomingBookingsText petId={pet.id} petName={pet.name} />
            </StatusCard>
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="training">
          <PetTrainingPanel pet={pet} />
        </Tabs.Panel>
        <Tabs.Panel value="bookings">
          <PetBookingsPanel pet={pet} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          {tab === 'timeline' ? (
            <>
              <PetProgressSummary petId={pet.id} />
              <PetTimeline
                petId={pet.id}
                reportCardAction={(card) => (
                  <AskAboutButton
                    subject={`${card.trainerName}'s report card of ${formatDate(card.day)}`}
                    start={{
                      with: { trainerId: card.trainerId },
                      petId: card.petId,
                      ...(card.bookingId !== null ? { bookingId: card.bookingId } : {}),
                      aboutLabel: `${card.petName}'s report card, ${formatDate(card.day)}`,
                    }}
                  />
                )}
              />
            </>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
