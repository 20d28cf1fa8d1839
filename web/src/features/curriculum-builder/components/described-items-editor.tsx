// A list of { id, description } items: a lesson's steps, success criteria and tips, and the
// program's prerequisites. Add, remove and reorder (drag, or the Move buttons).
import { Group } from '@mantine/core';
import { GrowingTextarea } from '../../../components/growing-textarea';
import type { BuilderForm } from './builder-form';
import { newDescribedItem, type DescribedItem } from './program-form-values';
import { SortableListEditor } from './sortable-list-editor';
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
  const suffix = context ? ` of ${context}` : '';
  return (
    <SortableListEditor
      form={form}
      path={path}
      items={items}
      title={title}
      itemName={(index) => `${itemLabel} ${index + 1}${suffix}`}
      addLabel={`Add ${itemLabel}`}
      addAriaLabel={context ? `Add ${itemLabel.toLowerCase()} to ${context}` : `Add ${itemLabel}`}
      newItem={newDescribedItem}
    >
      {({ index, name, actions, itemProps }) => (
        // One row on every width, the text growing downwards: a single-line input cut long steps
        // off, and on a phone the buttons wrapped under it, looking like the next item's.
        <Group gap="xs" align="flex-start" wrap="nowrap" className={classes.item} {...itemProps}>
          <GrowingTextarea
            minRows={1}
            style={{ flex: 1, minWidth: 0 }}
            aria-label={name}
            placeholder={itemLabel}
            {...form.getInputProps(`${path}.${index}.description`)}
          />
          {actions}
        </Group>
      )}
    </SortableListEditor>
  );
}
