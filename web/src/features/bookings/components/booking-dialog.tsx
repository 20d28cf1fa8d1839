// The Book Session dialog (SPEC sections 2, 5 and 8): boarding or training, the owner's pets,
// slots in the business's time zone, full nights and busy hours unavailable, the server's own
// price rules previewed, and SPEC's checks in SPEC's order, each a toast.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Divider, Group, Modal, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { addCalendarDays, calendarDayOf, instantAt } from '@common/business-time';
import { bookingPrice } from '@common/pricing';
import { slotsFor } from '@common/slots';
import { PriceLines } from '../../../components/price-lines';
import { usePets } from '../../../lib/pet-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';
import { useCreateBooking } from '../api/create-booking';
import { useAvailability } from '../api/get-availability';
import { BookingVaccinationNotice } from './booking-vaccination-notice';

type Service = 'boarding' | 'training';
const DATE_FORMAT = 'MMMM D, YYYY';
const WINDOW_DAYS = 180;

export function BookingDialog({ opened, onClose, initialPetId }: { opened: boolean; onClose: () => void; initialPetId?: string }) {
  const navigate = useNavigate();
  const pets = usePets();
  const create = useCreateBooking();
  const [service, setService] = useState<Service>('boarding');
  const [petId, setPetId] = useState<string | null>(initialPetId ?? null);
  const [additional, setAdditional] = useState<string[]>([]);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [pickupDate, setPickupDate] = useState<string | null>(null);
  const [pickupTime, setPickupTime] = useState<string | null>(null);
  const [notes, setNotes] = useState('');

  const today = calendarDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const availability = useAvailability(service, today, addCalendarDays(today, WINDOW_DAYS));
  const zone = availability.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fullNights = new Set(availability.data?.fullNights ?? []);
  const busySlots = new Set(availability.data?.unavailableTrainingSlots ?? []);
  const petOptions = (pets.data ?? []).map((pet) => ({ value: String(pet.id), label: pet.name }));
  const slotOptions = slotsFor(service).map((slot) => ({
    value: slot.value,
    label: slot.label,
    disabled: service === 'training' && date !== null && busySlots.has(instantAt(date, slot.value, zone).toISOString()),
  }));

  // A same-day stay: only pickup times after the drop-off ('09:00' strings compare as times).
  const sameDay = service === 'boarding' && date !== null && pickupDate === date;
  const pickupOptions = slotOptions.map((slot) => ({ ...slot, disabled: sameDay && time !== null && slot.value <= time }));
  const pickupTooEarly = (dropOffDay: string | null, dropOffTime: string | null, day: string | null) =>
    pickupTime !== null && day !== null && day === dropOffDay && dropOffTime !== null && pickupTime <= dropOffTime;

  const preview = useMemo(() => {
    if (service !== 'boarding' || !date || !time || !pickupDate || !pickupTime) return null;
    const startDate = instantAt(date, time, zone);
    const endDate = instantAt(pickupDate, pickupTime, zone);
    if (endDate < startDate) return null;
    return bookingPrice({ serviceType: 'boarding', startDate, endDate, numPets: 1 + additional.length }, zone);
  }, [service, date, time, pickupDate, pickupTime, additional.length, zone]);

  // The vaccines must last through the pickup day (or the session's day); until one is chosen, today.
  const lastDay = (service === 'boarding' ? (pickupDate ?? date) : date) ?? today;
  const chosenPets = [petId, ...(service === 'boarding' ? additional : [])]
    .flatMap((id) => (pets.data ?? []).filter((pet) => String(pet.id) === id))
    .map((pet) => ({ id: pet.id, name: pet.name }));

  const reset = () => {
    setService('boarding');
    setPetId(initialPetId ?? null);
    setAdditional([]);
    setDate(null);
    setTime(null);
    setPickupDate(null);
    setPickupTime(null);
    setNotes('');
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = () => {
    if (!petId) return showErrorToast('Pet Required', 'Please select a pet for this booking');
    if (!time) return showErrorToast('Time Required', 'Please select a drop-off time');
    if (!date) return showErrorToast('Date Required', 'Please select a date for your booking');
    if (service === 'boarding' && !pickupDate) return showErrorToast('Pickup Date Required', 'Please select a pickup date');
    if (service === 'boarding' && !pickupTime) return showErrorToast('Pickup Time Required', 'Please select a pickup time');
    const startDate = instantAt(date, time, zone).toISOString();
    const endDate = service === 'boarding' ? instantAt(pickupDate!, pickupTime!, zone).toISOString() : startDate;
    create.mutate(
      {
        petId: Number(petId),
        serviceType: service,
        startDate,
        endDate,
        additionalPetIds: service === 'boarding' ? additional.map(Number) : [],
        notes,
      },
      {
        onSuccess: (booking) => {
          showSuccessToast(`${service === 'boarding' ? 'Boarding Stay' : 'Training Session'} Created`, 'Your booking has been created and is waiting for payment.');
          close();
          void navigate(paths.checkout(booking.id));
        },
        onError: (error) => reportMutationError(error, { title: 'Booking Failed', fallback: 'An unexpected error occurred creating your booking.' }),
      },
    );
  };

  const calendarIcon = <IconCalendar size={16} aria-hidden />;
  return (
    <Modal opened={opened} onClose={close} title="Book Session" size={525}>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Service type"
          value={service}
          onChange={(value) => {
            setService(value as Service);
            setAdditional([]);
            setTime(null);
          }}
          data={[
            { value: 'boarding', label: 'Boarding' },
            { value: 'training', label: 'Training' },
          ]}
        />
        <Select
          label="Pet"
          placeholder="Choose a pet"
          data={petOptions}
          value={petId}
          onChange={(value) => {
            setPetId(value);
            setAdditional([]);
          }}
          comboboxProps={{ withinPortal: true }}
        />
        {service === 'boarding' && petId ? (
          <MultiSelect
            label="Additional pets (15% off each)"
            placeholder="Add more pets"
            data={petOptions.filter((option) => option.value !== petId)}
            value={additional}
            onChange={setAdditional}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label={service === 'boarding' ? 'Drop-off date' : 'Date'}
            placeholder="Pick a date"
            valueFormat={DATE_FORMAT}
            leftSection={calendarIcon}
            minDate={today}
            maxDate={addCalendarDays(today, WINDOW_DAYS)}
            excludeDate={(day) => service === 'boarding' && fullNights.has(day)}
            value={date}
            onChange={(value) => {
              setDate(value);
              if (pickupDate && value && pickupDate < value) setPickupDate(null);
              if (pickupTooEarly(value, time, pickupDate)) setPickupTime(null);
            }}
            popoverProps={{ withinPortal: true }}
          />
          <Select
            label={service === 'boarding' ? 'Drop-off time' : 'Time'}
            placeholder="Pick a time"
            data={slotOptions}
            value={time}
            onChange={(value) => {
              setTime(value);
              if (pickupTooEarly(date, value, pickupDate)) setPickupTime(null);
            }}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {service === 'boarding' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateInput
              label="Pickup date"
              placeholder="Pick a date"
              valueFormat={DATE_FORMAT}
              leftSection={calendarIcon}
              minDate={date ?? today}
              maxDate={addCalendarDays(today, WINDOW_DAYS)}
              value={pickupDate}
              onChange={(value) => {
                setPickupDate(value);
                if (pickupTooEarly(date, time, value)) setPickupTime(null);
              }}
              popoverProps={{ withinPortal: true }}
            />
            <Select label="Pickup time" placeholder="Pick a time" data={pickupOptions} value={pickupTime} onChange={setPickupTime} comboboxProps={{ withinPortal: true }} />
          </SimpleGrid>
        ) : null}
        {fullNights.size > 0 && service === 'boarding' ? (
          <Text size="xs" c="dimmed">
            Nights we are fully booked cannot be chosen.
          </Text>
        ) : null}
        <Textarea label="Notes" placeholder="Anything we should know?" value={notes} onChange={(event) => setNotes(event.currentTarget.value)} autosize minRows={2} />
        <BookingVaccinationNotice pets={chosenPets} service={service} lastDay={lastDay} />
        {preview ? (
          <Stack gap={4} aria-label="Price preview">
            <Divider label="Price" labelPosition="left" />
            <PriceLines lines={preview.lines} totalCents={preview.totalCents} />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Book Session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
