// Book Session's trainer (issue 30, item 2; decisions.md 66): "Any available trainer" by default,
// or one of the trainers free at the chosen time, from the availability answer: each with the photo
// (initials when none), name and short bio from their profile. The server checks the choice again
// when booking.
import { Avatar, Group, Radio, Stack, Text } from '@mantine/core';
import type { AvailableTrainer } from '@common/booking-schemas';
import type { BookingForm } from './booking-form';

export type FreeTrainer = AvailableTrainer;

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
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Avatar src={trainer.photoUrl} name={trainer.name} color="initials" size="md" radius="xl" alt="" aria-hidden />
                  <div>
                    <Text size="sm">{trainer.name}</Text>
                    {trainer.bio && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {trainer.bio}
                      </Text>
                    )}
                  </div>
                </Group>
              }
            />
          ))
        )}
      </Stack>
    </Radio.Group>
  );
}
