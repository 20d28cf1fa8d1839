// The one editor for every reorderable list of the builder (the modules, each module's lessons,
// steps, success criteria, tips, prerequisites, equipment, breed recommendations): a heading,
// 'None yet.', each item with its drag handle and Move / (Duplicate) / Remove buttons, the list's
// own error, and an Add button. Adding, removing, duplicating and reordering (drag, or the Move
// buttons from the keyboard) live here once; each list only draws its item, from a rich panel
// (a module, a lesson) to one text field.
import { Fragment, type ReactNode } from 'react';
import { Button, Group, Stack, Text, type ButtonProps, type MantineSpacing } from '@mantine/core';
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
  /** The heading; left out when the page already heads the list. */
  title?: string;
  /** What an empty list says; 'None yet.' unless given. */
  empty?: ReactNode;
  /** The name of item `index`, e.g. 'Equipment 1'. */
  itemName: (index: number) => string;
  /** The Add button's text and, when it differs, its accessible name. */
  addLabel: string;
  addAriaLabel?: string;
  /** The Add button's size; compact unless given (the modules' is a full-size button). */
  addSize?: ButtonProps['size'];
  newItem: () => Item;
  /** A copy of the item, inserted after it; left out, items have no Duplicate button. */
  duplicate?: (item: Item) => Item;
  /** The space between items. */
  gap?: MantineSpacing;
  children: (row: SortableItem<Item>) => ReactNode;
};

export function SortableListEditor<Item extends { id: string }>({
  form,
  path,
  items,
  title,
  empty = 'None yet.',
  itemName,
  addLabel,
  addAriaLabel,
  addSize = 'compact-sm',
  newItem,
  duplicate,
  gap = 'xs',
  children,
}: Props<Item>) {
  const move = (from: number, to: number) => form.reorderListItem(path, { from, to });
  const drag = useDragReorder(move);
  // A rule about the whole list (e.g. at least one module), set by validation or the server.
  const listError = form.errors[path];
  return (
    <Stack gap={gap}>
      {title ? (
        <Text fw={500} size="sm">
          {title}
        </Text>
      ) : null}
      {items.length === 0 && empty ? (
        <Text size="sm" c="dimmed">
          {empty}
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
            onDuplicate={duplicate ? () => form.insertListItem(path, duplicate(item), index + 1) : undefined}
          />
        );
        return <Fragment key={item.id}>{children({ item, index, name, actions, itemProps: drag.itemProps(index) })}</Fragment>;
      })}
      {listError ? (
        <Text size="sm" c="red">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          size={addSize}
          variant="light"
          leftSection={<IconPlus size={addSize === 'compact-sm' ? 14 : 16} />}
          onClick={() => form.insertListItem(path, newItem())}
          aria-label={addAriaLabel}
        >
          {addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
