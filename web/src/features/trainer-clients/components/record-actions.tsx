import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** Edit and delete for a record the signed-in trainer made (others' records show none). */
export function RecordActions({ label, onEdit, onDelete }: { label: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Group gap={4}>
      {onEdit ? (
        <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      ) : null}
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
