// /trainer/clients/:petId: a client pet's workspace. The profile is read-only (decisions.md 1);
// the tabs hold the trainer's sessions, assessments and report cards, and the pet's timeline.
// Trainers only: anyone else is sent to /dashboard (page-roles.ts).
import { Suspense } from 'react';
import { Anchor, Avatar, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PetTypeIcon } from '../../../components/pet-type-icon';
import { StartConversationButton } from '../../../components/messages/start-conversation-button';
import { errorMessage } from '../../../lib/api-client';
import { usePet } from '../../../lib/pet-query';
import { useUser } from '../../../lib/session';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { SessionsTab } from '../components/sessions-tab';
import { TabRow } from '../../../components/tab-row';

const TABS = ['sessions', 'assessments', 'report-cards', 'timeline'] as const;
type Tab = (typeof TABS)[number];

// The tabs behind Sessions (decisions.md 83): their code (their dialogs and forms, the timeline)
// loads once the page has loaded, on a pointer or focus on their tab, or at once when the address
// opens one (`?tab=report-cards`, a notification's link).
const AssessmentsTab = lazyAfterPageLoad(() =>
  import('../components/assessments-tab').then((module) => ({ default: module.AssessmentsTab })),
);
const ReportCardsTab = lazyAfterPageLoad(() =>
  import('../components/report-cards-tab').then((module) => ({ default: module.ReportCardsTab })),
);
const PetTimeline = lazyAfterPageLoad(() =>
  import('../../../components/pet-timeline/pet-timeline').then((module) => ({ default: module.PetTimeline })),
);
const LATER_TABS: Partial<Record<Tab, { preload: () => unknown }>> = {
  assessments: AssessmentsTab,
  'report-cards': ReportCardsTab,
  timeline: PetTimeline,
};
const tabIntent = (tab: Tab) => ({ onPointerEnter: LATER_TABS[tab]?.preload, onFocus: LATER_TABS[tab]?.preload });
/** What a later tab shows while its code arrives: what its list shows while its data does. */
const tabLoading = <Skeleton height={110} radius="md" role="status" aria-label="Loading" />;

export default function ClientPetPage() {
  // The signed-in layout renders a page only with the session's user (a trainer: page-roles.ts).
  const user = useUser();
  return user.data ? <ClientPetWorkspace userId={user.data.id} /> : null;
}

function ClientPetWorkspace({ userId }: { userId: number }) {
  const petId = Number(useParams().petId);
  const pet = usePet(petId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'sessions';
  // Idempotent: the shown tab's code is wanted now, not after the page.
  void LATER_TABS[tab]?.preload();

  if (pet.isPending) {
    return <Skeleton height={160} radius="md" role="status" aria-label="Loading pet" />;
  }
  if (pet.isError) {
    return (
      <>
        <ErrorState
          title="Failed to fetch pet"
          message={errorMessage(pet.error)}
          onRetry={() => void pet.refetch()}
          retrying={pet.isFetching}
        />
        <Anchor component={Link} to={paths.trainerClients} mt="md" display="block">
          Back to Clients
        </Anchor>
      </>
    );
  }
  const data = pet.data;

  return (
    <>
      <PageHeader
        title={data.name}
        description="Your client's profile (read-only), sessions, assessments and report cards."
        action={
          <StartConversationButton start={{ with: { ownerId: data.ownerId }, petId: data.id, aboutLabel: data.name }}>
            Message owner
          </StartConversationButton>
        }
      />
      <Card withBorder radius="md" mb="lg" component="section" aria-label="Pet profile">
        <Group align="flex-start" wrap="nowrap">
          <Avatar src={data.profilePhoto} alt={data.name} size={72} radius="md" color="teal">
            <PetTypeIcon petType={data.petType} size={36} />
          </Avatar>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {data.name}
            </Title>
            <Text size="sm">Breed: {data.breed}</Text>
            <Text size="sm">Age: {data.age === null ? 'Unknown' : `${data.age} ${data.age === 1 ? 'year' : 'years'}`}</Text>
            <Text size="sm">Medical conditions: {data.medicalConditions || 'No known medical conditions'}</Text>
            <Anchor component={Link} to={paths.petVetRecords(data.id)} size="sm" fw={500}>
              View vet records
            </Anchor>
          </Stack>
        </Group>
      </Card>
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? 'sessions' }, { replace: true })}>
        <TabRow mb="md">
          <Tabs.Tab value="sessions">Sessions</Tabs.Tab>
          <Tabs.Tab value="assessments" {...tabIntent('assessments')}>
            Assessments
          </Tabs.Tab>
          <Tabs.Tab value="report-cards" {...tabIntent('report-cards')}>
            Report cards
          </Tabs.Tab>
          <Tabs.Tab value="timeline" {...tabIntent('timeline')}>
            Timeline
          </Tabs.Tab>
        </TabRow>
        <Tabs.Panel value="sessions">{tab === 'sessions' ? <SessionsTab petId={data.id} userId={userId} /> : null}</Tabs.Panel>
        <Tabs.Panel value="assessments">
          <Suspense fallback={tabLoading}>{tab === 'assessments' ? <AssessmentsTab petId={data.id} userId={userId} /> : null}</Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="report-cards">
          <Suspense fallback={tabLoading}>
            {tab === 'report-cards' ? <ReportCardsTab petId={data.id} petName={data.name} userId={userId} /> : null}
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          <Suspense fallback={tabLoading}>{tab === 'timeline' ? <PetTimeline petId={data.id} /> : null}</Suspense>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
