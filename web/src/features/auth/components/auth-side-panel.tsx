import { Box, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartBar, IconTargetArrow, IconUsers } from '@tabler/icons-react';
import classes from './auth-side-panel.module.css';

const highlights = [
  { icon: IconUsers, title: 'Client management', text: 'Every pet profile, vet record and owner in one place.' },
  {
    icon: IconTargetArrow,
    title: 'Training programs with progress tracking',
    text: 'Build step-by-step curricula and watch each skill come along.',
  },
  { icon: IconCalendarEvent, title: 'Scheduling and booking', text: 'Boarding stays and training sessions, booked and paid online.' },
  { icon: IconChartBar, title: 'Analytics and reports', text: 'See bookings, progress and activity at a glance.' },
];

/** The sign-in page's promotion: what PawsConnect does for owners and trainers. */
export function AuthSidePanel() {
  return (
    <Box className={classes.panel} p={{ base: 'xl', md: 48 }}>
      <Stack gap="xl" className={classes.content}>
        <div>
          <Title order={2} c="white" fz={{ base: 26, md: 34 }} lh={1.2}>
            Everything your pets need, in one friendly place
          </Title>
          <Text c="white" opacity={0.9} mt="sm" size="lg">
            PawsConnect brings pet owners and professional trainers together.
          </Text>
        </div>
        <List spacing="lg" center={false} listStyleType="none">
          {highlights.map(({ icon: Icon, title, text }) => (
            <List.Item
              key={title}
              icon={
                <ThemeIcon size={40} radius="xl" variant="white" color="orange">
                  <Icon size={22} />
                </ThemeIcon>
              }
            >
              <Text c="white" fw={700}>
                {title}
              </Text>
              <Text c="white" opacity={0.85} size="sm">
                {text}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Box>
  );
}
