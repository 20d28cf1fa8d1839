// The time off part of the schedule form: whole days, first to last (business time zone), with an
// optional note. A day off over a booked session is refused by the server (409), shown by the form.
import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TIME_OFF_NOTE_MAX } from '@common/trainer-schedule-words';
import type { TrainerScheduleValues } from '../api/trainer-schedule';

type Form = UseFormReturnType<TrainerScheduleValues>;

/** Today as the browser's calendar shows it ('2026-11-27'). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function TimeOffFields({ form }: { form: Form }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="time-off-title">
      <Title order={2} size="h4" id="time-off-title">
        Time off
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Whole days when you take no sessions. Move or cancel any session booked on those days first.
      </Text>
      <Stack gap="sm">
        {form.values.timeOff.length === 0 ? <Text c="dimmed">No time off planned.</Text> : null}
        {form.values.timeOff.map((_off, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="wrap" role="group" aria-label={`Time off ${index + 1}`}>
            <TextInput type="date" label="First day off" {...form.getInputProps(`timeOff.${index}.from`)} />
            <TextInput type="date" label="Last day off" {...form.getInputProps(`timeOff.${index}.to`)} />
            <TextInput
              label="Note"
              placeholder="Optional"
              maxLength={TIME_OFF_NOTE_MAX}
              style={{ flex: '1 1 200px' }}
              {...form.getInputProps(`timeOff.${index}.note`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={`Remove time off ${index + 1}`}
              onClick={() => form.removeListItem('timeOff', index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => form.insertListItem('timeOff', { from: today(), to: today(), note: '' })}
        >
          Add time off
        </Button>
      </Stack>
    </Card>
  );
}
