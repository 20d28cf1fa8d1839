// /admin/vaccinations (staff, decisions.md 58): owners' vaccination records waiting for staff to
// look at their proof, longest waiting first, with the verified and rejected ones a tab away.
import { Suspense, useState } from 'react';
import { Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconVaccine } from '@tabler/icons-react';
import type { VaccinationReview, VerificationState } from '@common/vaccination-schemas';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useVaccinationQueue } from '../api/get-vaccination-queue';
import { VaccinationReviewCard } from '../components/vaccination-review-card';

const TABS: { value: VerificationState; label: string; empty: string }[] = [
  { value: 'unverified', label: 'Waiting', empty: 'No vaccination records are waiting.' },
  { value: 'verified', label: 'Verified', empty: 'No verified records yet.' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected records.' },
];

// The reject dialog (its form and checks) comes after the page's load, or at once on Reject (decisions.md 103).
const RejectVaccinationDialog = lazyAfterPageLoad(() =>
  import('../components/reject-vaccination-dialog').then((module) => ({ default: module.RejectVaccinationDialog })),
);

function QueueList({ status, empty }: { status: VerificationState; empty: string }) {
  const { records, hasMore } = useVaccinationQueue(status);
  const [rejecting, setRejecting] = useState<VaccinationReview | null>(null);
  return (
    <Stack gap="md">
      <ListState
        query={records}
        loading={{ count: 2, skeleton: <Skeleton h={220} radius="md" />, label: 'Loading vaccination records' }}
        empty={{ icon: <IconVaccine />, title: empty, text: 'New and changed records appear here.' }}
        errorTitle="Failed to load vaccination records"
      >
        {(items) =>
          items.map((record) => (
            <VaccinationReviewCard
              key={record.id}
              record={record}
              onReject={() => {
                void RejectVaccinationDialog.preload();
                setRejecting(record);
              }}
            />
          ))
        }
      </ListState>
      {hasMore ? (
        <Text size="sm" c="dimmed" ta="center">
          These are the records that have waited longest; more appear as you work through them.
        </Text>
      ) : null}
      <Suspense fallback={null}>
        <RejectVaccinationDialog record={rejecting} onClose={() => setRejecting(null)} />
      </Suspense>
    </Stack>
  );
}

export default function VaccinationQueuePage() {
  const [tab, setTab] = useState<VerificationState>('unverified');
  return (
    <>
      <PageHeader title="Vaccinations" description="Check each record against its proof, then verify it or tell the owner what is wrong." />
      <Tabs value={tab} onChange={(value) => setTab((value as VerificationState | null) ?? 'unverified')} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((entry) => (
          <Tabs.Panel key={entry.value} value={entry.value}>
            <QueueList status={entry.value} empty={entry.empty} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
