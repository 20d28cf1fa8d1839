// Book Session's trainer (issue 30, item 2; decisions.md 66): "Any available trainer" by default,
// or one of the trainers free at the chosen time, from the availability answer. Profiles hold a
// name only (no photo or bio yet), so each shows as initials and a name. The server checks the
// choice again when booking.
import { Avatar, Group, Radio, Stack, Text } from '@mantine/core';
import type { BookingForm } from './booking-form';

export type FreeTrainer = { id: number; name: string };

export const ANY_TRAINER = 'any';

/** `trainers`: those free at the chosen slot; null until a day and time are chosen. */
export function BookingTrainerChoice({ form, trainers }: { form: BookingForm; trainers: FreeTrainer[] | null }) {
  const value = form.values.trainerId ?? ANY_TRAINER;
  return (
    <Radio.Group
      label="Trainer"
      value={value}
      onChange={(choice) => form.setFieldValue('trainerId', choice === ANY_TRAINER ? null : choice)}
    >
      <Stack gap="xs" mt={4}>
        <Radio value={ANY_TRAINER} label="Any available trainer" />
        {trainers === null ? (
          <Text size="xs" c="dimmed">
            Choose a date and time to see the trainers free then.
          </Text>
        ) : (
          trainers.map((trainer) => (
            <Radio
              key={trainer.id}
              value={String(trainer.id)}
              aria-label={trainer.name}
              label={
                <Group gap="xs" wrap="nowrap">
                  <Avatar name={trainer.name} color="initials" size="sm" radius="xl" aria-hidden />
                  <Text size="sm">{trainer.name}</Text>
                </Group>
              }
            />
          ))
        )}
      </Stack>
    </Radio.Group>
  );
}
