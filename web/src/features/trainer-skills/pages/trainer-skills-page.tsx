// /trainer-skills: the Trainer Dashboard (decisions.md 32). Trainers only: anyone else is sent to
// /dashboard (page-roles.ts). Tabs 'In Progress (n)' and 'Completed (n)'; a completed
// item moves from the first to the second.
import { useState } from 'react';
import { Skeleton, Stack, Tabs } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList } from '@tabler/icons-react';
import type { SkillProgress } from '@common/skill-schemas';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { useAssignedProgress } from '../api/get-assigned-progress';
import { ProgressItemCard } from '../components/progress-item-card';
import { TabRow } from '../../../components/tab-row';

type Tab = 'in-progress' | 'completed';

export default function TrainerSkillsPage() {
  const open = useAssignedProgress(false);
  const done = useAssignedProgress(true);
  const [tab, setTab] = useState<Tab>('in-progress');

  const count = (list: SkillProgress[] | undefined) => (list ? ` (${list.length})` : '');

  return (
    <>
      <PageHeader
        title="Trainer Dashboard"
        description="The training skills assigned to you: move each pet along, step by step, and record the proof."
      />
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'in-progress')}>
        <TabRow mb="md">
          <Tabs.Tab value="in-progress">In Progress{count(open.data)}</Tabs.Tab>
          <Tabs.Tab value="completed">Completed{count(done.data)}</Tabs.Tab>
        </TabRow>
        <Tabs.Panel value="in-progress">
          <ProgressList
            query={open}
            empty={{
              icon: <IconClipboardList size={28} />,
              title: 'No skills in progress',
              text: 'Skills bought for a boarding stay are assigned to you here.',
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="completed">
          <ProgressList
            query={done}
            empty={{
              icon: <IconClipboardCheck size={28} />,
              title: 'No completed skills yet',
              text: 'Skills you mark complete move here.',
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

type ProgressListProps = {
  query: ReturnType<typeof useAssignedProgress>;
  empty: { icon: React.ReactNode; title: string; text: string };
};

function ProgressList({ query, empty }: ProgressListProps) {
  return (
    <ListState
      query={query}
      loading={{ count: 3, skeleton: <Skeleton height={220} radius="md" />, label: 'Loading assigned skills' }}
      empty={empty}
      errorTitle="Failed to fetch assigned skills"
      container={(props) => <Stack gap="md" {...props} />}
    >
      {(list) => list.map((progress) => <ProgressItemCard key={progress.id} progress={progress} />)}
    </ListState>
  );
}
