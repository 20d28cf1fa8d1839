import { Avatar, Badge, Box, Card, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconDog, IconStethoscope } from '@tabler/icons-react';
import classes from '../landing.module.css';

/** A glimpse of the product: a pet profile, a skill in progress and an upcoming session. */
export function HeroPreview() {
  return (
    <Box className={classes.preview} aria-hidden>
      <Card shadow="lg" padding="lg" className={classes.previewMain}>
        <Group wrap="nowrap" gap="md">
          <Avatar size={64} radius="xl" color="orange" variant="light">
            <IconDog size={36} />
          </Avatar>
          <div>
            <Text fw={800} fz="xl">
              Biscuit
            </Text>
            <Text c="dimmed" size="sm">
              Golden Retriever · 3 years old
            </Text>
            <Group gap={6} mt={6}>
              <Badge variant="light" color="teal" size="sm">
                Friendly
              </Badge>
              <Badge variant="light" color="blue" size="sm">
                Vaccinated
              </Badge>
            </Group>
          </div>
        </Group>
        <Stack gap={6} mt="lg">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Loose-leash walking
            </Text>
            <Text size="sm" c="dimmed">
              Step 4 of 5
            </Text>
          </Group>
          <Progress value={80} color="teal" radius="xl" size="md" />
        </Stack>
        <Group gap="xs" mt="lg" wrap="nowrap">
          <ThemeIcon variant="light" color="grape" radius="xl">
            <IconStethoscope size={16} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            Annual check-up recorded · March 5, 2024
          </Text>
        </Group>
      </Card>
      <Card shadow="md" padding="md" className={classes.previewFloat}>
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon size={40} radius="md" color="orange">
            <IconCalendarEvent size={22} />
          </ThemeIcon>
          <div>
            <Text size="sm" fw={700}>
              Training session
            </Text>
            <Text size="xs" c="dimmed">
              Tomorrow at 10:00 AM
            </Text>
          </div>
          <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />} ml="xs" visibleFrom="xs">
            Confirmed
          </Badge>
        </Group>
      </Card>
    </Box>
  );
}
