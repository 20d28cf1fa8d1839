// One lesson of a module, in its collapsible panel (decisions.md 32): title,
// description, optional video URL, completion minutes, steps, success criteria and tips.
import type { ReactNode } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { hasErrorsWithin, type BuilderForm } from './builder-form';
import { CollapsiblePanel } from './collapsible-panel';
import { DescribedItemsEditor } from './described-items-editor';
import type { LessonValues } from './program-form-values';
import type { SortableItem } from './sortable-list-editor';

type LessonEditorProps = {
  form: BuilderForm;
  moduleIndex: number;
  index: number;
  lesson: LessonValues;
  /** The lesson's drag, Move, Duplicate and Remove buttons, from the module's lesson list. */
  actions: ReactNode;
  /** Makes the panel the lesson list's drop target. */
  itemProps: SortableItem<LessonValues>['itemProps'];
};

/** A lesson's lists of described items, in the order the builder shows them. */
const DESCRIBED_LISTS = [
  { key: 'steps', title: 'Training Steps', itemLabel: 'Step' },
  { key: 'successCriteria', title: 'Success Criteria', itemLabel: 'Criterion' },
  { key: 'tips', title: 'Training Tips', itemLabel: 'Tip' },
] as const;

export function LessonEditor({ form, moduleIndex, index, lesson, actions, itemProps }: LessonEditorProps) {
  const path = `content.modules.${moduleIndex}.lessons.${index}`;
  const name = `lesson ${index + 1} of module ${moduleIndex + 1}`;
  return (
    <CollapsiblePanel
      kind="lesson"
      name={name}
      title={`Lesson ${index + 1}: ${lesson.title || 'Untitled'}`}
      hasErrors={hasErrorsWithin(form, path)}
      actions={actions}
      itemProps={itemProps}
    >
      <TextInput label="Lesson Title" withAsterisk {...form.getInputProps(`${path}.title`)} />
      <GrowingTextarea label="Lesson Description" minRows={2} {...form.getInputProps(`${path}.description`)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Video URL (optional)" placeholder="https://" {...form.getInputProps(`${path}.videoUrl`)} />
        <NumberField label="Completion Time (minutes)" min={1} allowDecimal={false} {...form.getInputProps(`${path}.completionTime`)} />
      </SimpleGrid>
      {DESCRIBED_LISTS.map((list) => (
        <DescribedItemsEditor
          key={list.key}
          form={form}
          path={`${path}.${list.key}`}
          items={lesson[list.key]}
          title={list.title}
          itemLabel={list.itemLabel}
          context={name}
        />
      ))}
    </CollapsiblePanel>
  );
}
