// One module, in its collapsible panel: title, description, duration in days and
// its lessons (the one list editor: add, remove, duplicate, reorder by drag or by the Move buttons).
// The module list (modules-editor.tsx) gives it its own buttons and drop-target props.
import type { ReactNode } from 'react';
import { Badge, SimpleGrid, TextInput } from '@mantine/core';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { hasErrorsWithin, type BuilderForm } from './builder-form';
import { CollapsiblePanel } from './collapsible-panel';
import { LessonEditor } from './lesson-editor';
import { duplicateLesson, newLesson, type ModuleValues } from './program-form-values';
import { SortableListEditor, type SortableItem } from './sortable-list-editor';

type ModuleEditorProps = {
  form: BuilderForm;
  index: number;
  module: ModuleValues;
  /** The module's drag, Move, Duplicate and Remove buttons. */
  actions: ReactNode;
  /** Makes the panel the module list's drop target. */
  itemProps: SortableItem<ModuleValues>['itemProps'];
};

export function ModuleEditor({ form, index, module, actions, itemProps }: ModuleEditorProps) {
  const path = `content.modules.${index}`;
  const name = `module ${index + 1}`;
  return (
    <CollapsiblePanel
      kind="module"
      name={name}
      title={`Module ${index + 1}: ${module.title || 'Untitled'}`}
      badges={
        <Badge variant="light" size="sm">
          {module.lessons.length} {module.lessons.length === 1 ? 'lesson' : 'lessons'}
        </Badge>
      }
      hasErrors={hasErrorsWithin(form, path)}
      actions={actions}
      itemProps={itemProps}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Module Title" withAsterisk {...form.getInputProps(`${path}.title`)} />
        <NumberField label="Duration (days)" min={1} allowDecimal={false} {...form.getInputProps(`${path}.duration`)} />
      </SimpleGrid>
      <GrowingTextarea label="Module Description" minRows={2} {...form.getInputProps(`${path}.description`)} />
      <SortableListEditor
        form={form}
        path={`${path}.lessons`}
        items={module.lessons}
        title="Lessons"
        itemName={(lessonIndex) => `lesson ${lessonIndex + 1} of ${name}`}
        addLabel="Add Lesson"
        addAriaLabel={`Add lesson to ${name}`}
        newItem={newLesson}
        duplicate={duplicateLesson}
        gap="sm"
      >
        {(lesson) => (
          <LessonEditor
            form={form}
            moduleIndex={index}
            index={lesson.index}
            lesson={lesson.item}
            actions={lesson.actions}
            itemProps={lesson.itemProps}
          />
        )}
      </SortableListEditor>
    </CollapsiblePanel>
  );
}
