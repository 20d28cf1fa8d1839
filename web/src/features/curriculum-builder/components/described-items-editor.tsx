// A list of { id, description } items: a lesson's steps, success criteria and tips, and the
// program's prerequisites. Add, remove and reorder (drag, or the Move buttons).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { BuilderForm } from './builder-form';
import { ItemActions } from './item-actions';
import { newDescribedItem, type DescribedItem } from './program-form-values';
import { useDragReorder } from './use-drag-reorder';
import classes from './builder.module.css';

type DescribedItemsEditorProps = {
  form: BuilderForm;
  /** The list's form path, e.g. 'content.modules.0.lessons.1.steps'. */
  path: string;
  items: DescribedItem[];
  /** The heading, e.g. 'Training Steps'. */
  title: string;
  /** One item's name, e.g. 'Step' (labels 'Step 1', 'Add Step'). */
  itemLabel: string;
  /** Names the list's owner for screen readers, e.g. 'lesson 2 of module 1'. */
  context?: string;
};

export function DescribedItemsEditor({ form, path, items, title, itemLabel, context }: DescribedItemsEditorProps) {
  const move = (from: number, to: number) => form.reorderListItem(path, { from, to });
  const drag = useDragReorder(move);
  const suffix = context ? ` of ${context}` : '';
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
        const name = `${itemLabel} ${index + 1}${suffix}`;
        return (
          // One row on every width, the text growing downwards: a single-line input cut long steps
          // off, and on a phone the buttons wrapped under it, looking like the next item's.
          <Group key={item.id} gap="xs" align="flex-start" wrap="nowrap" className={classes.item} {...drag.itemProps(index)}>
            <Textarea
              autosize
              minRows={1}
              style={{ flex: 1, minWidth: 0 }}
              aria-label={name}
              placeholder={itemLabel}
              {...form.getInputProps(`${path}.${index}.description`)}
            />
            <ItemActions
              label={name.toLowerCase()}
              index={index}
              count={items.length}
              drag={drag}
              onMove={move}
              onRemove={() => form.removeListItem(path, index)}
            />
          </Group>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(path, newDescribedItem())}
          aria-label={context ? `Add ${itemLabel.toLowerCase()} to ${context}` : `Add ${itemLabel}`}
        >
          Add {itemLabel}
        </Button>
      </Group>
    </Stack>
  );
}
