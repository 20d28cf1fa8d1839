// The buttons every reorderable item has: a drag handle, Move up / Move down (the keyboard way
// to reorder), Duplicate and Remove. `label` names the item for screen readers ('lesson 2').
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragReorder } from './use-drag-reorder';

type ItemActionsProps = {
  label: string;
  index: number;
  count: number;
  drag: DragReorder;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** Left out for items too small to be worth copying. */
  onDuplicate?: () => void;
};

export function ItemActions({ label, index, count, drag, onMove, onRemove, onDuplicate }: ItemActionsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Drag ${label}`}
        title="Drag to reorder"
        style={{ cursor: 'grab' }}
        // Dragging needs a mouse: on a touch screen the Move buttons reorder, and the room is the text's.
        visibleFrom="sm"
        {...drag.handleProps(index)}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
      {onDuplicate ? (
        <ActionIcon variant="subtle" color="gray" aria-label={`Duplicate ${label}`} onClick={onDuplicate}>
          <IconCopy size={16} />
        </ActionIcon>
      ) : null}
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${label}`} onClick={onRemove}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
