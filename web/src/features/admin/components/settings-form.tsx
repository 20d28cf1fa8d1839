// /admin/settings' one form (issue 26): business, capacity, prices (dollars here, cents in the
// API), slots and the booking window here; cancellation, deposits, vaccines and saved replies in
// their own section files. Save sends what changed with the version it was read
// at; a stale version (409) offers a reload; the server's field errors go under their fields.
//
// The form is uncontrolled (Mantine's `mode: 'uncontrolled'`, decisions.md 81): a key press changes
// the form's values without rendering the form again. What shows a value as it changes subscribes
// to that value alone (a saved reply's legend, the late fee's field, the vaccine grid), and the Save
// button to whether anything changed. The checks (zod and the shared schema) load on the first
// focus in the form; a submit that comes first waits for them.
//
// The form's some 60 inputs rendered together are one long task on a phone: the first section is
// drawn with the form, each later one in a task of its own, in order, with Save (decisions.md 84).
// The values live in the form, not in the inputs, so a section not drawn yet is still checked and
// saved; Save comes last, so everything is on the page before it can be pressed.
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Alert, Button, Group, MultiSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { MAX_BOOKING_WINDOW_MONTHS } from '@common/booking-window';
import type { VersionedSettings } from '@common/business-settings';
import { slotLabel } from '@common/slots';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { createTurns } from '../../../lib/turns';
import { useSaveSettings } from '../api/admin-api';
import { SavedRepliesSection } from './saved-replies-section';
import { CancellationSection, DepositsSection } from './settings-money-sections';
import { VaccinesSection } from './settings-vaccines-section';
import { Section } from './settings-section';
import { formFieldNames, formFieldOf, settingsValues, type SettingsValues } from './settings-values';

type SettingsRules = typeof import('./settings-rules');
const loadSettingsRules = (): Promise<SettingsRules> => import('./settings-rules');

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
  return { value, label: slotLabel(value) };
});

/** Every zone the browser knows, with `current` first if it does not know that one. */
function timeZonesWith(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An older browser: the current zone alone.
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Tells the Save button that a value changed (the uncontrolled form does not render again). */
function changeSignal() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
type ChangeSignal = ReturnType<typeof changeSignal>;
type SettingsFormValues = UseFormReturnType<SettingsValues>;

type SettingsFormProps = {
  settings: VersionedSettings;
  onReload: () => void;
  reloading: boolean;
  /** Sections one a task (the page's first draw); false draws the form whole (again after a save or reload). */
  inParts?: boolean;
};

export function SettingsForm({ settings, onReload, reloading, inParts = true }: SettingsFormProps) {
  const save = useSaveSettings();
  const [stale, setStale] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [changes] = useState(changeSignal);
  const [initialValues] = useState(() => settingsValues(settings));
  // The sections after the first are drawn one a task (decisions.md 84), Save with the last.
  const [turns] = useState(() => (inParts ? createTurns() : null));
  const rules = useRef<SettingsRules | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<SettingsValues>({
    mode: 'uncontrolled',
    initialValues,
    // Reads the ref: no errors until the checks have loaded, and a submit waits for them.
    validate: (values) => rules.current?.validateSettings(values) ?? {},
    onValuesChange: changes.notify,
  });
  const loadRules = () =>
    loadSettingsRules().then((module) => {
      rules.current = module;
      return module;
    });

  const submitChecked = form.onSubmit(
    (values) => {
      if (rules.current) send(rules.current, values);
    },
    () => focusFirstInvalid(null, null, { currentTarget: formElement.current }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loadRules().then(() => submitChecked());
  };

  const send = ({ settingsUpdate }: SettingsRules, values: SettingsValues) => {
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
  };

  return (
    <form ref={formElement} onSubmit={submit} onFocus={() => void loadRules()} noValidate>
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
            <TextInput label="Business name" required key={form.key('businessName')} {...form.getInputProps('businessName')} />
            <TimeZoneSelect form={form} />
          </SimpleGrid>
        </Section>
        <DrawnInTurn turns={turns}>
          <Section title="Capacity">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField
                label="Boarding (pets per night)"
                min={0}
                allowDecimal={false}
                allowNegative={false}
                key={form.key('boardingCapacity')}
                {...form.getInputProps('boardingCapacity')}
              />
              <NumberField
                label="Daycare (pets per day)"
                min={0}
                allowDecimal={false}
                allowNegative={false}
                key={form.key('daycareCapacity')}
                {...form.getInputProps('daycareCapacity')}
              />
            </SimpleGrid>
          </Section>
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <Section title="Prices">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(
                [
                  ['boardingNight', 'Boarding per night ($)'],
                  ['daycareDay', 'Daycare per day ($)'],
                  ['trainingHour', 'Training per hour ($)'],
                ] as const
              ).map(([key, label]) => (
                <NumberField
                  label={label}
                  min={0}
                  decimalScale={2}
                  fixedDecimalScale
                  allowNegative={false}
                  thousandSeparator=","
                  key={form.key(`prices.${key}`)}
                  {...form.getInputProps(`prices.${key}`)}
                />
              ))}
              <NumberField
                label="Multi-pet discount (%)"
                description="Off each additional pet of a stay"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                key={form.key('prices.multiPetDiscountPercent')}
                {...form.getInputProps('prices.multiPetDiscountPercent')}
              />
            </SimpleGrid>
          </Section>
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <Section title="Slots">
            <Stack gap="sm">
              <SlotTimesSelect form={form} field="slots.stay" label="Drop-off and pick-up times" />
              <SlotTimesSelect form={form} field="slots.training" label="Training session times" />
            </Stack>
          </Section>
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <Section title="Booking window">
            {/* How far ahead bookings are taken (issue 27): a booking after the last day is refused with that date. */}
            <NumberField
              label="Bookings taken up to (months ahead)"
              min={1}
              max={MAX_BOOKING_WINDOW_MONTHS}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              key={form.key('bookingWindowMonths')}
              {...form.getInputProps('bookingWindowMonths')}
            />
            {/* A place freed for the waitlist is held this long for the person offered it (decisions.md 67). */}
            <NumberField
              label="Waitlist hold (hours)"
              min={1}
              max={72}
              allowDecimal={false}
              allowNegative={false}
              maw={320}
              key={form.key('waitlistHoldHours')}
              {...form.getInputProps('waitlistHoldHours')}
            />
          </Section>
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <CancellationSection form={form} />
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <DepositsSection form={form} />
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <VaccinesSection form={form} />
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <SavedRepliesSection form={form} />
        </DrawnInTurn>
        <DrawnInTurn turns={turns}>
          <Group justify="flex-end">
            <SaveButton form={form} changes={changes} saving={save.isPending} />
          </Group>
        </DrawnInTurn>
      </Stack>
    </form>
  );
}

/** Renders again only when a value changes, to be enabled once anything differs from the saved settings. */
function SaveButton({ form, changes, saving }: { form: SettingsFormValues; changes: ChangeSignal; saving: boolean }) {
  const dirty = useSyncExternalStore(changes.subscribe, () => form.isDirty());
  return (
    <Button type="submit" loading={saving} disabled={!dirty}>
      Save settings
    </Button>
  );
}

/**
 * A list of half-hour times. Mantine keeps a closed list's options in the page (48 here, with
 * their check marks, in each of two lists: a third of the form's elements), so until the list is
 * first opened it holds only the times chosen, which the field shows; opening it (a click, a key,
 * typing a search) gives it every time (decisions.md 84).
 */
function SlotTimesSelect({ form, field, label }: { form: SettingsFormValues; field: 'slots.stay' | 'slots.training'; label: string }) {
  const [complete, setComplete] = useState(false);
  const [chosen] = useState(() => {
    const times = new Set<string>(form.getValues().slots[field === 'slots.stay' ? 'stay' : 'training']);
    return HALF_HOURS.filter((time) => times.has(time.value));
  });
  return (
    <MultiSelect
      label={label}
      data={complete ? HALF_HOURS : chosen}
      searchable
      onDropdownOpen={() => setComplete(true)}
      key={form.key(field)}
      {...form.getInputProps(field)}
    />
  );
}

/**
 * The time zone: the browser's list of zones (hundreds, and the first Intl call of a page loads
 * ICU's data) is built when the list is first opened; until then it holds the saved zone.
 */
function TimeZoneSelect({ form }: { form: SettingsFormValues }) {
  const [zones, setZones] = useState(() => [form.getValues().timeZone]);
  const [complete, setComplete] = useState(false);
  const showAll = () => {
    if (complete) return;
    setComplete(true);
    setZones(timeZonesWith(form.getValues().timeZone));
  };
  return (
    <SelectField
      label="Time zone"
      required
      searchable
      allowDeselect={false}
      data={zones}
      onDropdownOpen={showAll}
      key={form.key('timeZone')}
      {...form.getInputProps('timeZone')}
    />
  );
}
