// The settings form's sections after the first (settings-form.tsx), and Save: capacity, prices,
// slots, the booking window, cancellation, deposits, vaccines and saved replies. Their code comes
// after the page's load (lazyAfterPageLoad, decisions.md 103): a phone's first screen shows the
// business section, and these sections bring the slot lists' MultiSelect and the rest of their
// fields' code, so they use Mantine's fields as they are (no deferred-fields look-alikes). The
// values live in the form, so a section not drawn yet is still checked and
// saved; each section is drawn in a task of its own, in order, with Save last (decisions.md 84).
import { useSyncExternalStore } from 'react';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { MAX_BOOKING_WINDOW_MONTHS } from '@common/booking-window';
import { slotLabel } from '@common/slots';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import type { Turns } from '../../../lib/turns';
import { SavedRepliesSection } from './saved-replies-section';
import type { ChangeSignal, SettingsFormValues } from './settings-change-signal';
import { CancellationSection, DepositsSection } from './settings-money-sections';
import { Section } from './settings-section';
import { VaccinesSection } from './settings-vaccines-section';

const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
  return { value, label: slotLabel(value) };
});

type LaterSectionsProps = {
  form: SettingsFormValues;
  /** The first draw's queue of parts; null draws them all at once (decisions.md 84). */
  turns: Turns | null;
  changes: ChangeSignal;
  saving: boolean;
};

export default function SettingsLaterSections({ form, turns, changes, saving }: LaterSectionsProps) {
  return (
    <>
      <DrawnInTurn turns={turns}>
        <Section title="Capacity">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Boarding (pets per night)"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              key={form.key('boardingCapacity')}
              {...form.getInputProps('boardingCapacity')}
            />
            <NumberInput
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
              <NumberInput
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
            <NumberInput
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
          <NumberInput
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
          <NumberInput
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
          <SaveButton form={form} changes={changes} saving={saving} />
        </Group>
      </DrawnInTurn>
    </>
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

/** A list of half-hour times; closed, its 48 options are not in the page (theme.ts: Combobox). */
function SlotTimesSelect({ form, field, label }: { form: SettingsFormValues; field: 'slots.stay' | 'slots.training'; label: string }) {
  return <MultiSelect label={label} data={HALF_HOURS} searchable key={form.key(field)} {...form.getInputProps(field)} />;
}
