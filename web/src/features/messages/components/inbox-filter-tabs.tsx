// The staff inbox's filters (decisions.md 63): all of the business's conversations, mine,
// unassigned, done.
import { Tabs } from '@mantine/core';
import { INBOX_FILTERS, type InboxFilter } from '@common/inbox-filters';
import { TabRow } from '../../../components/tab-row';

const LABELS: Record<InboxFilter, string> = { all: 'All', mine: 'Mine', unassigned: 'Unassigned', done: 'Done' };

export function InboxFilterTabs({ value, onChange }: { value: InboxFilter; onChange: (filter: InboxFilter) => void }) {
  return (
    <Tabs value={value} onChange={(next) => onChange((next as InboxFilter | null) ?? 'all')} mb="md">
      <TabRow aria-label="Show conversations">
        {INBOX_FILTERS.map((filter) => (
          <Tabs.Tab key={filter} value={filter}>
            {LABELS[filter]}
          </Tabs.Tab>
        ))}
      </TabRow>
    </Tabs>
  );
}
