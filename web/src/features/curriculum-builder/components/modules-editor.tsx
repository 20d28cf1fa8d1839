// The curriculum's modules: add, remove, duplicate and reorder (drag, or the Move buttons).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { BuilderForm } from './builder-form';
import { ModuleEditor } from './module-editor';
import { duplicateModule, newModule, type ModuleValues } from './program-form-values';
import { useDragReorder } from './use-drag-reorder';

const PATH = 'content.modules';

export function ModulesEditor({ form, modules }: { form: BuilderForm; modules: ModuleValues[] }) {
  const move = (from: number, to: number) => form.reorderListItem(PATH, { from, to });
  const drag = useDragReorder(move);
  const listError = form.errors[PATH];
  return (
    <Stack gap="sm">
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          No modules yet. A module groups lessons, e.g. one per week.
        </Text>
      ) : null}
      {modules.map((module, index) => (
        <ModuleEditor
          key={module.id}
          form={form}
          index={index}
          count={modules.length}
          module={module}
          drag={drag}
          onMove={move}
          onRemove={() => form.removeListItem(PATH, index)}
          onDuplicate={() => form.insertListItem(PATH, duplicateModule(module), index + 1)}
        />
      ))}
      {listError ? (
        <Text size="sm" c="red">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem(PATH, newModule())}>
          Add Module
        </Button>
      </Group>
    </Stack>
  );
}
