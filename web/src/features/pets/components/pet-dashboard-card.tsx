import { Suspense, type ReactNode } from 'react';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconHeartbeat, IconSchool } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { serviceName, useBookings } from '../../../lib/booking-query';
import { formatDate } from '../../../lib/format';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { TrainingStatusText } from './training-status-text';
import { TabRow } from '../../../components/tab-row';

// The tabs behind Overview (decisions.md 83): their code (the skills' table, the timeline, the
// rating, the trainer records' schemas) loads once the page has loaded, on a pointer or focus on
// their tab, or at once when the address opens one (`?tab=timeline`). Their reads are those of
// the Overview's cards (enrolments, skills, upcoming bookings), which the first screen asks for anyway.
const PetTrainingPanel = lazyAfterPageLoad(() => import('./pet-training-panel').then((module) => ({ default: module.PetTrainingPanel })));
const PetBookingsPanel = lazyAfterPageLoad(() => import('./pet-bookings-panel').then((module) => ({ default: module.PetBookingsPanel })));
const PetTimelinePanel = lazyAfterPageLoad(() => import('./pet-timeline-panel').then((module) => ({ default: module.PetTimelinePanel })));
const PANELS: Record<string, { preload: () => unknown } | undefined> = {
  training: PetTrainingPanel,
  bookings: PetBookingsPanel,
  timeline: PetTimelinePanel,
};
const tabIntent = (tab: string) => ({ onPointerEnter: PANELS[tab]?.preload, onFocus: PANELS[tab]?.preload });
/** What a tab opened by its address shows while its code arrives: what its list shows while its data does. */
const panelLoading = <Skeleton height={72} radius="md" />;

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
  // Idempotent: the shown tab's code is wanted now, not after the page.
  void PANELS[tab]?.preload();
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
          <Tabs.Tab value="training" {...tabIntent('training')}>
            Training
          </Tabs.Tab>
          <Tabs.Tab value="bookings" {...tabIntent('bookings')}>
            Bookings
          </Tabs.Tab>
          <Tabs.Tab value="timeline" {...tabIntent('timeline')}>
            Timeline
          </Tabs.Tab>
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
          <Suspense fallback={tab === 'training' ? panelLoading : null}>
            <PetTrainingPanel pet={pet} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="bookings">
          <Suspense fallback={tab === 'bookings' ? panelLoading : null}>
            <PetBookingsPanel pet={pet} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          {tab === 'timeline' ? (
            <Suspense fallback={panelLoading}>
              <PetTimelinePanel petId={pet.id} />
            </Suspense>
          ) : null}
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
