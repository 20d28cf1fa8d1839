// /admin/settings' one form (issue 26): business, capacity, prices (dollars here, cents in the
// API), slots and the booking window here; cancellation, deposits, vaccines and saved replies in
// their own section files. Save sends what changed with the version it was read
// at; a stale version (409) offers a reload; the server's field errors go under their fields.
import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_BOOKING_WINDOW_MONTHS } from '@common/booking-window';
import type { VersionedSettings } from '@common/business-settings';
import { slotLabel } from '@common/slots';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveSettings } from '../api/admin-api';
import { SavedRepliesSection } from './saved-replies-section';
import { CancellationSection, DepositsSection } from './settings-money-sections';
import { VaccinesSection } from './settings-vaccines-section';
import { Section } from './settings-section';
import { formFieldNames, formFieldOf, settingsUpdate, settingsValues, validateSettings, type SettingsValues } from './settings-values';

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
  return { value, label: slotLabel(value) };
});

const timeZones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
})();

type SettingsFormProps = { settings: VersionedSettings; onReload: () => void; reloading: boolean };

export function SettingsForm({ settings, onReload, reloading }: SettingsFormProps) {
  const save = useSaveSettings();
  const [stale, setStale] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<SettingsValues>({ initialValues: settingsValues(settings), validate: validateSettings });
  const timeZoneOptions = timeZones.includes(form.values.timeZone) ? timeZones : [form.values.timeZone, ...timeZones];

  const submit = form.onSubmit((values) => {
    setStale(null);
    setOtherErrors([]);
    save.mutate(settingsUpdate(settings, values), {
      onSuccess: () => showSuccessToast('Settings Saved', 'New bookings use the new settings from now on.'),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setStale(error.body.message ?? error.message);
          return;
        }
        if (error instanceof ApiError && error.status === 400 && error.body.details) {
          const fields = formFieldNames(form.getValues());
          const unplaced: string[] = [];
          for (const [path, message] of Object.entries(error.body.details)) {
            const field = formFieldOf(path);
            if (fields.has(field)) form.setFieldError(field, message);
            else unplaced.push(message);
          }
          setOtherErrors(unplaced);
        }
        reportMutationError(error, { title: 'Settings Not Saved' });
      },
    });
  }, focusFirstInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {stale ? (
          <Alert color="orange" role="alert" title="The settings changed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{stale}</Text>
              <Button size="xs" variant="default" onClick={onReload} loading={reloading}>
                Reload
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {otherErrors.length > 0 ? (
          <Alert color="red" role="alert" title="Some settings were not accepted">
            {otherErrors.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Section title="Business">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Business name" required {...form.getInputProps('businessName')} />
            <Select
              label="Time zone"
              required
              searchable
              allowDeselect={false}
              data={timeZoneOptions}
              {...form.getInputProps('timeZone')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Capacity">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Boarding (pets per night)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('boardingCapacity')}
            />
            <NumberInput
              label="Daycare (pets per day)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('daycareCapacity')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Prices">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(
              [
                ['boardingNight', 'Boarding per night ($)'],
                ['daycareDay', 'Daycare per day ($)'],
                ['trainingHour', 'Training per hour ($)'],
              ] as const
            ).map(([key, label]) => (
              <NumberInput
                key={key}
                label={label}
                min={0}
                decimalScale={2}
                fixedDecimalScale
                allowNegative={false}
                thousandSeparator=","
                {...form.getInputProps(`prices.${key}`)}
              />
            ))}
            <NumberInput
              label="Multi-pet discount (%)"
              description="Off each additional pet of a stay"
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('prices.multiPetDiscountPercent')}
            />
          </SimpleGrid>
        </Section>
        <Section title="Slots">
          <Stack gap="sm">
            <MultiSelect label="Drop-off and pick-up times" data={HALF_HOURS} searchable {...form.getInputProps('slots.stay')} />
            <MultiSelect label="Training session times" data={HALF_HOURS} searchable {...form.getInputProps('slots.training')} />
          </Stack>
        </Section>
        <Section title="Booking window">
          {/* How far ahead bookings are taken (issue 27): a booking after the last day is refused with that date. */}
          <NumberInput
            label="Bookings taken up to (months ahead)"
            min={1}
            max={MAX_BOOKING_WINDOW_MONTHS}
            allowDecimal={false}
            allowNegative={false}
            maw={320}
            {...form.getInputProps('bookingWindowMonths')}
          />
          {/* A place freed for the waitlist is held this long for the person offered it (decisions.md 67). */}
          <NumberInput
            label="Waitlist hold (hours)"
            min={1}
            max={72}
            allowDecimal={false}
            allowNegative={false}
            maw={320}
            {...form.getInputProps('waitlistHoldHours')}
          />
        </Section>
        <CancellationSection form={form} />
        <DepositsSection form={form} />
        <VaccinesSection form={form} />
        <SavedRepliesSection form={form} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
