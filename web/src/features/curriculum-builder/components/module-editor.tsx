// One module: a panel that collapses on its own, with title, description, duration in days and
// its lessons (add, remove, duplicate, reorder by drag or by the Move buttons).
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { hasErrorsWithin, type BuilderForm } from './builder-form';
import { ItemActions } from './item-actions';
import { LessonEditor } from './lesson-editor';
import { duplicateLesson, newLesson, type ModuleValues } from './program-form-values';
import { useDragReorder, type DragReorder } from './use-drag-reorder';
import classes from './builder.module.css';

type ModuleEditorProps = {
  form: BuilderForm;
  index: number;
  count: number;
  module: ModuleValues;
  drag: DragReorder;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onDuplicate: () => void;
};

export function ModuleEditor({ form, index, count, module, drag, onMove, onRemove, onDuplicate }: ModuleEditorProps) {
  const [opened, setOpened] = useState(true);
  const path = `content.modules.${index}`;
  const lessonsPath = `${path}.lessons`;
  const name = `module ${index + 1}`;
  const moveLesson = (from: number, to: number) => form.reorderListItem(lessonsPath, { from, to });
  const lessonDrag = useDragReorder(moveLesson);
  const hasErrors = hasErrorsWithin(form, path);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }} radius="md" className={classes.item} {...drag.itemProps(index)}>
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
        <ItemActions label={name} index={index} count={count} drag={drag} onMove={onMove} onRemove={onRemove} onDuplicate={onDuplicate} />
      </Group>
      {/* Hidden, not unmounted: the lessons inside keep their own open or closed state. */}
      <div hidden={!opened}>
        <Stack gap="sm" mt="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Module Title" withAsterisk {...form.getInputProps(`${path}.title`)} />
            <NumberInput label="Duration (days)" min={1} allowDecimal={false} {...form.getInputProps(`${path}.duration`)} />
          </SimpleGrid>
          <Textarea label="Module Description" autosize minRows={2} {...form.getInputProps(`${path}.description`)} />
          <Text fw={500} size="sm">
            Lessons
          </Text>
          {module.lessons.map((lesson, lessonIndex) => (
            <LessonEditor
              key={lesson.id}
              form={form}
              moduleIndex={index}
              index={lessonIndex}
              count={module.lessons.length}
              lesson={lesson}
              drag={lessonDrag}
              onMove={moveLesson}
              onRemove={() => form.removeListItem(lessonsPath, lessonIndex)}
              onDuplicate={() => form.insertListItem(lessonsPath, duplicateLesson(lesson), lessonIndex + 1)}
            />
          ))}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              aria-label={`Add lesson to ${name}`}
              onClick={() => form.insertListItem(lessonsPath, newLesson())}
            >
              Add Lesson
            </Button>
          </Group>
        </Stack>
      </div>
    </Paper>
  );
}
