// One lesson of a module: a panel that collapses on its own (decisions.md 32), with title,
// description, optional video URL, completion minutes, steps, success criteria and tips.
import { useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { hasErrorsWithin, type BuilderForm } from './builder-form';
import { DescribedItemsEditor } from './described-items-editor';
import type { LessonValues } from './program-form-values';
import type { SortableItem } from './sortable-list-editor';
import classes from './builder.module.css';

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

export function LessonEditor({ form, moduleIndex, index, lesson, actions, itemProps }: LessonEditorProps) {
  const [opened, setOpened] = useState(true);
  const path = `content.modules.${moduleIndex}.lessons.${index}`;
  const name = `lesson ${index + 1} of module ${moduleIndex + 1}`;
  const hasErrors = hasErrorsWithin(form, path);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} radius="sm" className={classes.item} {...itemProps}>
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
            {opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
          <Text size="sm" fw={500} truncate>
            Lesson {index + 1}: {lesson.title || 'Untitled'}
          </Text>
          {hasErrors && !opened ? (
            <Badge color="red" variant="light" size="sm">
              Needs attention
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {/* Hidden, not unmounted, like a module's panel. */}
      <div hidden={!opened}>
        <Stack gap="sm" mt="sm">
          <TextInput label="Lesson Title" withAsterisk {...form.getInputProps(`${path}.title`)} />
          <GrowingTextarea label="Lesson Description" minRows={2} {...form.getInputProps(`${path}.description`)} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Video URL (optional)" placeholder="https://" {...form.getInputProps(`${path}.videoUrl`)} />
            <NumberInput label="Completion Time (minutes)" min={1} allowDecimal={false} {...form.getInputProps(`${path}.completionTime`)} />
          </SimpleGrid>
          <DescribedItemsEditor
            form={form}
            path={`${path}.steps`}
            items={lesson.steps}
            title="Training Steps"
            itemLabel="Step"
            context={name}
          />
          <DescribedItemsEditor
            form={form}
            path={`${path}.successCriteria`}
            items={lesson.successCriteria}
            title="Success Criteria"
            itemLabel="Criterion"
            context={name}
          />
          <DescribedItemsEditor
            form={form}
            path={`${path}.tips`}
            items={lesson.tips}
            title="Training Tips"
            itemLabel="Tip"
            context={name}
          />
        </Stack>
      </div>
    </Paper>
  );
}
