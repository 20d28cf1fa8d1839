// The catalogue's detail view of one training program (decisions.md 32, Training): header with
// price, difficulty, weeks and lessons, then tabs Curriculum, Requirements and Program Details.
// /training-programs, /training (a pet's pinned version) and the curriculum builder's 'Preview
// as owner' all render this one component, so an owner sees the same thing everywhere.
import type { ReactNode } from 'react';
import { Badge, Box, Card, Group, Image, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarWeek, IconCurrencyDollar, IconListNumbers } from '@tabler/icons-react';
import type { Program } from '@common/program-schemas';
import { formatMoney } from '../../lib/format';
import { difficultyBadge, lessonCount, plural } from '../../lib/program-query';
import { CurriculumTab } from './curriculum-tab';
import { ProgramDetailsTab } from './program-details-tab';
import { RequirementsTab } from './requirements-tab';
import { TabRow } from '../tab-row';

export type ProgramDetailProps = {
  program: Program;
  /** The enrol button (catalogue), a version note (a pet's enrolment), nothing (builder preview). */
  actions?: ReactNode;
};

export function ProgramDetail({ program, actions }: ProgramDetailProps) {
  const badge = difficultyBadge(program.difficulty);
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          {program.thumbnail ? (
            <Image src={program.thumbnail} alt="" w={{ base: '100%', sm: 200 }} h={140} radius="md" fit="cover" />
          ) : null}
          <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {program.title}
              </Title>
              <Badge color={badge.color} variant="light">
                {badge.label}
              </Badge>
            </Group>
            <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {program.description}
            </Text>
            <Group gap="lg" wrap="wrap">
              <Fact icon={<IconCurrencyDollar size={16} />} label="Price">
                {formatMoney(program.price)}
              </Fact>
              <Fact icon={<IconCalendarWeek size={16} />} label="Duration">
                {plural(program.durationWeeks, 'week')}
              </Fact>
              <Fact icon={<IconListNumbers size={16} />} label="Lessons">
                {plural(lessonCount(program), 'lesson')}
              </Fact>
            </Group>
          </Stack>
          {/* On a phone the actions take the card's whole width, under the text. */}
          {actions ? (
            <Box style={{ flex: '0 0 auto' }} w={{ base: '100%', xs: 'auto' }}>
              {actions}
            </Box>
          ) : null}
        </Group>
      </Card>
      <Tabs defaultValue="curriculum" keepMounted={false}>
        <TabRow mb="md">
          <Tabs.Tab value="curriculum">Curriculum</Tabs.Tab>
          <Tabs.Tab value="requirements">Requirements</Tabs.Tab>
          <Tabs.Tab value="details">Program Details</Tabs.Tab>
        </TabRow>
        <Tabs.Panel value="curriculum">
          <CurriculumTab modules={program.content.modules} />
        </Tabs.Panel>
        <Tabs.Panel value="requirements">
          <RequirementsTab content={program.content} />
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <ProgramDetailsTab program={program} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" aria-label={label}>
      <Box c="dimmed" style={{ display: 'flex' }}>
        {icon}
      </Box>
      <Text fw={600} size="sm">
        {children}
      </Text>
    </Group>
  );
}
