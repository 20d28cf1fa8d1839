// /admin/settings' one form (issue 26): business, capacity, prices (dollars here, cents in the
// API), slots, cancellation and vaccines. Save sends what changed with the version it was read
// at; a stale version (409) offers a reload; the server's field errors go under their fields.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SERVICE_TYPES } from '@common/booking-choices';
import { MAX_BOOKING_WINDOW_MONTHS } from '@common/booking-window';
import { VACCINE_POLICIES, VACCINE_SPECIES, VACCINE_VERIFICATION_RULES, type VersionedSettings } from '@common/business-settings';
import { slotLabel } from '@common/slots';
import { VACCINES, VACCINES_BY_SPECIES, type VaccineCode } from '@common/vaccines';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useSaveSettings } from '../api/admin-api';
import { SavedRepliesSection } from './saved-replies-section';
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

const POLICY_LABELS = { enforce: 'Enforce', warn: 'Warn', off: 'Off' } as const;
/** Whether bookings count records staff have not verified (decisions.md 58). */
const VERIFICATION_LABELS = { accept: 'Accept', warn: 'Warn', require: 'Require verified' } as const;
const SPECIES_LABELS = { dog: 'Dogs', cat: 'Cats', rabbit: 'Rabbits', other: 'Other' } as const;
const SERVICE_LABELS: Record<string, string> = { boarding: 'Boarding', daycare: 'Daycare', training: 'Training' };

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

  const required = form.values.vaccines.required;
  const toggleVaccine = (service: keyof typeof required, species: (typeof VACCINE_SPECIES)[number], code: VaccineCode) => {
    const current = required[service][species] ?? [];
    const next = current.includes(code) ? current.filter((item) => item !== code) : [...current, code];
    form.setFieldValue(`vaccines.required.${service}.${species}`, next);
  };

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
        {/* The cancellation policy (decisions.md 73): each booking keeps the one in force when it was made. */}
        <Section title="Cancellation">
          <Stack gap="sm">
            <NumberInput
              label="Full refund until (hours before the start)"
              description="Cancelled earlier than this, a paid booking is refunded in full."
              min={0}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              {...form.getInputProps('cancellation.fullRefundHours')}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="late-fee-basis-label">
                Late cancellation fee
              </Text>
              <SegmentedControl
                aria-labelledby="late-fee-basis-label"
                data={[
                  { value: 'percent', label: 'Percentage of the total' },
                  { value: 'first_night', label: 'The first night' },
                ]}
                {...form.getInputProps('cancellation.lateFeeBasis')}
              />
              <Text size="xs" c="dimmed" mt={4}>
                Kept when a paid booking is cancelled inside the window; the rest is refunded. The first night is one day of daycare or one
                training session, with any additional pets.
              </Text>
            </div>
            {form.values.cancellation.lateFeeBasis === 'percent' ? (
              <NumberInput
                label="Late cancellation fee (%)"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                maw={320}
                {...form.getInputProps('cancellation.lateFeePercent')}
              />
            ) : null}
            <NumberInput
              label="No-show fee (%)"
              description="Kept of the total when staff mark a paid booking as a no-show; the rest is refunded."
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              {...form.getInputProps('cancellation.noShowFeePercent')}
            />
          </Stack>
        </Section>
        <Section title="Deposits">
          <Text size="sm" c="dimmed">
            Boarding stays longer than the nights below pay this share of their price when booked, and the balance at check-out. 0% takes no
            deposits.
          </Text>
          <Group align="flex-start" gap="md">
            <NumberInput
              label="Deposit (% of the price)"
              min={0}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              maw={220}
              {...form.getInputProps('deposits.percent')}
            />
            <NumberInput
              label="For stays longer than (nights)"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              maw={220}
              {...form.getInputProps('deposits.minNights')}
            />
          </Group>
        </Section>
        <Section title="Vaccines">
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4} id="vaccine-policy-label">
                Policy
              </Text>
              <SegmentedControl
                aria-labelledby="vaccine-policy-label"
                data={VACCINE_POLICIES.map((value) => ({ value, label: POLICY_LABELS[value] }))}
                {...form.getInputProps('vaccines.policy')}
              />
            </div>
            <div>
              <Text size="sm" fw={500} mb={4} id="vaccine-verification-label">
                Unverified records
              </Text>
              <SegmentedControl
                aria-labelledby="vaccine-verification-label"
                data={VACCINE_VERIFICATION_RULES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }))}
                {...form.getInputProps('vaccines.verification')}
              />
              <Text size="xs" c="dimmed" mt={4}>
                Whether a record staff have not verified at Vaccinations counts for bookings. A rejected record counts only under Accept.
              </Text>
            </div>
            {form.errors['vaccines.required'] ? (
              <Text c="red" size="sm" role="alert">
                {form.errors['vaccines.required']}
              </Text>
            ) : null}
            <Table.ScrollContainer minWidth={300}>
              <Table withTableBorder verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Required</Table.Th>
                    {SERVICE_TYPES.map((service) => (
                      <Table.Th key={service}>{SERVICE_LABELS[service] ?? service}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {VACCINE_SPECIES.flatMap((species) =>
                    VACCINES_BY_SPECIES[species].map((code) => (
                      <Table.Tr key={`${species}-${code}`}>
                        <Table.Td>
                          {SPECIES_LABELS[species]}: {VACCINES[code].name}
                        </Table.Td>
                        {SERVICE_TYPES.map((service) => (
                          <Table.Td key={service}>
                            <Checkbox
                              aria-label={`${SERVICE_LABELS[service] ?? service}: ${SPECIES_LABELS[species]} need ${VACCINES[code].name}`}
                              checked={(required[service][species] ?? []).includes(code)}
                              onChange={() => toggleVaccine(service, species, code)}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    )),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Section>
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
