// Book Session's days and times: drop-off (or the session's day and slot) and, for boarding and
// daycare, pickup. Closed days (full nights, full daycare days, days without a free trainer) cannot
// be chosen, busy training slots are greyed, and a pickup that a new drop-off makes impossible is cleared.
import { SimpleGrid } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addCalendarDays } from '@common/business-time';
import type { BookingDraft } from '@common/booking-draft-schema';
import { isStay, pickupTooEarly, type BookingForm } from './booking-form';

const DATE_FORMAT = 'MMMM D, YYYY';
export const BOOKING_WINDOW_DAYS = 180;

type Slot = { value: string; label: string; disabled: boolean };
type Props = { form: BookingForm; today: string; closedDays: Set<string>; slotOptions: Slot[] };

export function BookingWhenFields({ form, today, closedDays, slotOptions }: Props) {
  const { service, date, time, pickupDate } = form.values;
  const boarding = isStay(service);
  const maxDate = addCalendarDays(today, BOOKING_WINDOW_DAYS);
  const sameDay = boarding && date !== null && pickupDate === date;
  const pickupOptions = slotOptions.map((slot) => ({ ...slot, disabled: sameDay && time !== null && slot.value <= time }));
  // Sets one field, then drops a pickup the change has made impossible.
  const change = (patch: Partial<BookingDraft>) => {
    const next = { ...form.values, ...patch };
    for (const [field, value] of Object.entries(patch)) form.setFieldValue(field as keyof BookingDraft, value as never);
    if (patch.date && next.pickupDate && next.pickupDate < patch.date) form.setFieldValue('pickupDate', null);
    else if (pickupTooEarly(next)) form.setFieldValue('pickupTime', null);
  };
  const calendarIcon = <IconCalendar size={16} aria-hidden />;

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DateInput
          label={boarding ? 'Drop-off date' : 'Date'}
          placeholder="Pick a date"
          valueFormat={DATE_FORMAT}
          leftSection={calendarIcon}
          minDate={today}
          maxDate={maxDate}
          excludeDate={(day) => closedDays.has(day)}
          value={date}
          error={form.errors.date}
          onChange={(value) => change({ date: value })}
          popoverProps={{ withinPortal: true }}
        />
        <SelectField
          label={boarding ? 'Drop-off time' : 'Time'}
          placeholder="Pick a time"
          data={slotOptions}
          value={time}
          error={form.errors.time}
          onChange={(value) => change({ time: value })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {boarding ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="Pickup date"
            placeholder="Pick a date"
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            minDate={date ?? today}
            maxDate={maxDate}
            value={pickupDate}
            error={form.errors.pickupDate}
            onChange={(value) => change({ pickupDate: value })}
            popoverProps={{ withinPortal: true }}
          />
          <SelectField
            label="Pickup time"
            placeholder="Pick a time"
            data={pickupOptions}
            value={form.values.pickupTime}
            error={form.errors.pickupTime}
            onChange={(value) => change({ pickupTime: value })}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}
