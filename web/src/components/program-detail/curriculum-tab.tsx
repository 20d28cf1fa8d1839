// The Curriculum tab: modules, each expandable to its lessons, each lesson expandable to its
// steps, success criteria, tips and video. Panels open individually (the product (decisions.md 32): "expandable").
import { Accordion, Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconClock, IconPlayerPlay } from '@tabler/icons-react';
import type { Program } from '@common/program-schemas';
import { EmptyState } from '../empty-state';
import { plural } from '../../lib/program-query';

type Module = Program['content']['modules'][number];
type Lesson = Module['lessons'][number];

export function CurriculumTab({ modules }: { modules: Module[] }) {
  if (modules.length === 0) {
    return <EmptyState icon={<IconBook size={28} />} title="No modules yet" text="This program's curriculum has not been written yet." />;
  }
  return (
    <Accordion multiple variant="separated" radius="md">
      {modules.map((module, index) => (
        <Accordion.Item key={module.id} value={module.id}>
          <Accordion.Control>
            <Stack gap={2}>
              <Text fw={600}>{moduleHeading(index, module.title)}</Text>
              <Text size="sm" c="dimmed">
                {plural(module.duration, 'day')} · {plural(module.lessons.length, 'lesson')}
              </Text>
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {module.description ? <Text size="sm">{module.description}</Text> : null}
              {module.lessons.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No lessons in this module yet.
                </Text>
              ) : (
                <Accordion multiple variant="contained" radius="md">
                  {module.lessons.map((lesson) => (
                    <LessonItem key={lesson.id} lesson={lesson} />
                  ))}
                </Accordion>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function LessonItem({ lesson }: { lesson: Lesson }) {
  return (
    <Accordion.Item value={lesson.id}>
      <Accordion.Control>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={500} size="sm">
            {lesson.title}
          </Text>
          <Group gap={4} wrap="nowrap" c="dimmed" pr="xs">
            <IconClock size={14} />
            <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
              {lesson.completionTime} min
            </Text>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {lesson.description ? <Text size="sm">{lesson.description}</Text> : null}
          <ItemList title="Training steps" items={lesson.steps} ordered />
          <ItemList title="Success criteria" items={lesson.successCriteria} />
          <ItemList title="Training tips" items={lesson.tips} />
          {lesson.videoUrl ? (
            <Anchor href={lesson.videoUrl} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconPlayerPlay size={14} />
                Watch the lesson video
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function ItemList({ title, items, ordered = false }: { title: string; items: { id: string; description: string }[]; ordered?: boolean }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={4} fz="sm">
        {title}
      </Title>
      <List type={ordered ? 'ordered' : 'unordered'} size="sm" spacing={2}>
        {items.map((item) => (
          <List.Item key={item.id}>{item.description}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** 'Module 2: Recall', unless the trainer numbered it already ('Week 2: Recall', not 'Module 2: Week 2: Recall'). */
function moduleHeading(index: number, title: string): string {
  return /^(week|module|day|part|unit|phase|stage)\s*\d+/i.test(title.trim()) ? title : `Module ${index + 1}: ${title}`;
}
