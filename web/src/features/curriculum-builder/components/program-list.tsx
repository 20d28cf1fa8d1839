// The left panel: the trainer's own programs (working copies, draft or published) and
// 'Create New Program'. The selected one is highlighted and loaded into the form.
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSchool } from '@tabler/icons-react';
import type { ProgramSummary } from '@common/program-schemas';
import { ListState } from '../../../components/list-state';
import { useMyPrograms } from '../api/program-calls';

type ProgramListProps = {
  selectedId: number | null;
  onSelect: (programId: number) => void;
  onCreateNew: () => void;
};

export function ProgramList({ selectedId, onSelect, onCreateNew }: ProgramListProps) {
  const programs = useMyPrograms();
  return (
    <Stack gap="sm">
      <Button leftSection={<IconPlus size={16} />} onClick={onCreateNew} fullWidth>
        Create New Program
      </Button>
      <Text fw={600} size="sm" c="dimmed" tt="uppercase">
        Your Programs
      </Text>
      <ListState
        query={programs}
        loading={{ count: 3, skeleton: <Skeleton h={64} radius="md" />, label: 'Loading your programs' }}
        empty={{ icon: <IconSchool size={32} />, title: 'No programs yet', text: 'Your programs appear here once you save one.' }}
        errorTitle="Failed to fetch training programs"
        container={(props) => <Stack gap="xs" {...props} />}
      >
        {(items) =>
          items.map((program) => (
            <ProgramListItem
              key={program.id}
              program={program}
              selected={program.id === selectedId}
              onSelect={() => onSelect(program.id)}
            />
          ))
        }
      </ListState>
    </Stack>
  );
}

function ProgramListItem({ program, selected, onSelect }: { program: ProgramSummary; selected: boolean; onSelect: () => void }) {
  return (
    // Named by its text (WCAG 2.5.3: the visible title and status are part of the name).
    <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined}>
      <VisuallyHidden>Edit </VisuallyHidden>
      <Paper withBorder p="sm" radius="md" bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
        <Text fw={500} lineClamp={2}>
          {program.title}
        </Text>
        <Group gap="xs" mt={4}>
          <Badge size="sm" variant="light" color={program.published ? 'teal' : 'gray'}>
            {program.published ? 'Published' : 'Draft'}
          </Badge>
          {program.version !== null ? (
            <Text size="xs" c="dimmed">
              Version {program.version}
            </Text>
          ) : null}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
