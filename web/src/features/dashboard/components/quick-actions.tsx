import { Card, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconChevronRight, IconListCheck, IconPaw, IconSchool, IconTools, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import classes from './quick-actions.module.css';

type Action = { label: string; text: string; to: string; icon: TablerIcon; color: string };

// A trainer's day starts with their clients and programs; the owner's actions follow (trainers
// are owners too).
const trainerActions: Action[] = [
  {
    label: 'Trainer Dashboard',
    text: "Move your clients' skills along, with video proof.",
    to: paths.trainerSkills,
    icon: IconListCheck,
    color: 'grape',
  },
  {
    label: 'Build a program',
    text: 'Modules, lessons, steps and criteria in the curriculum builder.',
    to: paths.curriculumBuilder,
    icon: IconTools,
    color: 'indigo',
  },
];

const ownerActions: Action[] = [
  { label: 'Add a pet', text: 'Create a profile with breed, age and care needs.', to: paths.pets, icon: IconPaw, color: 'orange' },
  {
    label: 'Book a session',
    text: 'Boarding stays and one-hour training sessions.',
    to: paths.bookings,
    icon: IconCalendarPlus,
    color: 'blue',
  },
  { label: 'Browse training', text: 'Programs from beginner to advanced.', to: paths.trainingPrograms, icon: IconSchool, color: 'teal' },
];

export function QuickActions({ isTrainer = false }: { isTrainer?: boolean }) {
  const actions = isTrainer ? [...trainerActions, ...ownerActions] : ownerActions;
  return (
    <Card padding="lg" h="100%">
      <Title order={2} fz="lg" mb="sm">
        Quick actions
      </Title>
      <Stack gap={6}>
        {actions.map(({ label, text, to, icon: Icon, color }) => (
          <UnstyledButton key={label} component={Link} to={to} className={classes.action}>
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="light" color={color}>
                <Icon size={20} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {text}
                </Text>
              </div>
              <IconChevronRight size={16} color="var(--mantine-color-dimmed)" />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
