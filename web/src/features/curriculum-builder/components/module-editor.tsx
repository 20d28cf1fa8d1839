// One module: a panel that collapses on its own, with title, description, duration in days and
// its lessons (the one list editor: add, remove, duplicate, reorder by drag or by the Move buttons).
// The module list (modules-editor.tsx) gives it its own buttons and drop-target props.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { hasErrorsWithin, type BuilderForm } from './builder-form';
import { LessonEditor } from './lesson-editor';
import { duplicateLesson, newLesson, type ModuleValues } from './program-form-values';
import { SortableListEditor, type SortableItem } from './sortable-list-editor';
import classes from './builder.module.css';

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
  const [opened, setOpened] = useState(true);
  const path = `content.modules.${index}`;
  const name = `module ${index + 1}`;
  const hasErrors = hasErrorsWithin(form, path);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" className={classes.item} {...itemProps}>
      {/* On a phone the buttons wrap under the title rather than squeezing it. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 180px', minWidth: 0 }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`${opened ? 'Collapse' : 'Expand'} ${name}`}
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
          >
            {opened ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </ActionIcon>
          <Text fw={600} truncate>
            Module {index + 1}: {module.title || 'Untitled'}
          </Text>
          <Badge variant="light" size="sm">
            {module.lessons.length} {module.lessons.length === 1 ? 'lesson' : 'lessons'}
          </Badge>
          {hasErrors && !opened ? (
            <Badge color="red" variant="light" size="sm">
              Needs attention
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {/* Hidden, not unmounted: the lessons inside keep their own open or closed state. */}
      <div hidden={!opened}>
        <Stack gap="sm" mt="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Module Title" withAsterisk {...form.getInputProps(`${path}.title`)} />
            <NumberInput label="Duration (days)" min={1} allowDecimal={false} {...form.getInputProps(`${path}.duration`)} />
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
        </Stack>
      </div>
    </Paper>
  );
}
