// The one editor for every reorderable list of the builder (steps, success criteria, tips,
// prerequisites, equipment, breed recommendations): a heading, 'None yet.', each item with its
// drag handle and Move / Remove buttons, and an Add button. Each list only draws its item's fields.
import { Fragment, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { BuilderForm } from './builder-form';
import { ItemActions } from './item-actions';
import { useDragReorder } from './use-drag-reorder';

export type SortableItem<Item> = {
  item: Item;
  index: number;
  /** The item's name, e.g. 'Step 2 of lesson 1 of module 1'. */
  name: string;
  /** The item's buttons (drag, move, remove), for the row to place. */
  actions: ReactNode;
  /** Spread on the item's outer element: it is the drop target. */
  itemProps: ReturnType<ReturnType<typeof useDragReorder>['itemProps']>;
};

type Props<Item extends { id: string }> = {
  form: BuilderForm;
  /** The list's form path, e.g. 'content.equipment'. */
  path: string;
  items: Item[];
  title: string;
  /** The name of item `index`, e.g. 'Equipment 1'. */
  itemName: (index: number) => string;
  /** The Add button's text and, when it differs, its accessible name. */
  addLabel: string;
  addAriaLabel?: string;
  newItem: () => Item;
  children: (row: SortableItem<Item>) => ReactNode;
};

export function SortableListEditor<Item extends { id: string }>({
  form,
  path,
  items,
  title,
  itemName,
  addLabel,
  addAriaLabel,
  newItem,
  children,
}: Props<Item>) {
  const move = (from: number, to: number) => form.reorderListItem(path, { from, to });
  const drag = useDragReorder(move);
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {title}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : null}
      {items.map((item, index) => {
        const name = itemName(index);
        const actions = (
          <ItemActions
            label={name.toLowerCase()}
            index={index}
            count={items.length}
            drag={drag}
            onMove={move}
            onRemove={() => form.removeListItem(path, index)}
          />
        );
        return <Fragment key={item.id}>{children({ item, index, name, actions, itemProps: drag.itemProps(index) })}</Fragment>;
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, newItem())}
          aria-label={addAriaLabel}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
