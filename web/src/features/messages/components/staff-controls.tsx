// A business conversation's staff controls (decisions.md 63): who answers it, and Mark done / Reopen.
import { Button, Group } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { IconCheck, IconRotate } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import type { Conversation } from '@common/message-schemas';
import { useSetAssignee, useSetStatus } from '../api/staff-actions';
import { useColleagues, type Colleague } from '../api/staff-reads';

const NOBODY = 'nobody';
const fullName = (user: PublicUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** The colleagues to pick from: the business's staff, always oneself, and whoever is assigned now. */
function assigneeChoices(colleagues: Colleague[], me: PublicUser, current: Conversation['assignee']) {
  const people = new Map<number, string>(colleagues.map((colleague) => [colleague.id, colleague.name]));
  if (!people.has(me.id)) people.set(me.id, fullName(me));
  if (current && !people.has(current.id)) people.set(current.id, current.name);
  return [
    { value: NOBODY, label: 'Nobody' },
    ...[...people].map(([id, name]) => ({ value: String(id), label: id === me.id ? `${name} (me)` : name })),
  ];
}

export function StaffControls({ conversation, me }: { conversation: Conversation; me: PublicUser }) {
  const colleagues = useColleagues(true);
  const assign = useSetAssignee(conversation.id);
  const status = useSetStatus(conversation.id);
  const done = conversation.status === 'done';
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
      <SelectField
        label="Assigned to"
        size="xs"
        w={{ base: 'auto', sm: 200 }}
        style={{ flex: '1 1 auto', minWidth: 0 }}
        data={assigneeChoices(colleagues.data ?? [], me, conversation.assignee)}
        value={conversation.assignee ? String(conversation.assignee.id) : NOBODY}
        allowDeselect={false}
        disabled={assign.isPending}
        onChange={(value) => {
          if (value) assign.mutate(value === NOBODY ? null : Number(value));
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        size="xs"
        variant={done ? 'default' : 'light'}
        color={done ? undefined : 'teal'}
        leftSection={done ? <IconRotate size={14} /> : <IconCheck size={14} />}
        loading={status.isPending}
        onClick={() => status.mutate(done ? 'open' : 'done')}
      >
        {done ? 'Reopen' : 'Mark done'}
      </Button>
    </Group>
  );
}
