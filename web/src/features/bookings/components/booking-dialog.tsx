// The Book Session dialog (decisions.md 32, 35 and 38): boarding or training, the owner's pets,
// slots in the business's time zone, full nights and busy hours unavailable, the server's own
// price rules previewed. The fields are a Mantine form checked with common/booking-draft-schema.ts;
// what is missing shows under its field. A detour to add a pet's vaccinations keeps the draft.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Center, Divider, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { addCalendarDays, calendarDayOf, instantAt } from '@common/business-time';
import { bookingPrice, priceTermsFor } from '@common/pricing';
import { slotsFor } from '@common/slots';
import { PriceLines } from '../../../components/price-lines';
import { useBusiness } from '../../../lib/business-query';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { usePets } from '../../../lib/pet-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';
import { useCreateBooking } from '../api/create-booking';
import { useAvailability } from '../api/get-availability';
import { dropBookingDraft, keepBookingDraft, takeBookingDraft } from './booking-draft-storage';
import { bookingRequest, emptyBookingDraft, useBookingForm } from './booking-form';
import { BookingCareReview } from './booking-care-review';
import { BookingPetFields } from './booking-pet-fields';
import { BookingVaccinationNotice } from './booking-vaccination-notice';
import { BOOKING_WINDOW_DAYS, BookingWhenFields } from './booking-when-fields';
import { ApiError } from '../../../lib/api-client';
import type { WaitlistRequest } from '@common/waitlist-schemas';
import { waitlistRequestFor } from '../api/join-waitlist';
import { JoinWaitlistOffer } from './join-waitlist-offer';

export function BookingDialog({ opened, onClose, initialPetId }: { opened: boolean; onClose: () => void; initialPetId?: string }) {
  const navigate = useNavigate();
  const pets = usePets();
  const business = useBusiness();
  const create = useCreateBooking();
  const form = useBookingForm(initialPetId ?? null);
  // A request the server found full (409): offered to the waitlist until the next try or close (decisions.md 66).
  const [full, setFull] = useState<{ request: WaitlistRequest; message: string } | null>(null);
  const { service, petId, additional, date, time, pickupDate, pickupTime } = form.values;

  // Back from adding a pet's vaccinations: the dialog reopens with what was entered (defect 5).
  useEffect(() => {
    if (!opened) return;
    const draft = takeBookingDraft();
    if (draft) form.setValues(draft);
    // form is a new object each render; only opening matters.
  }, [opened]);

  const today = calendarDayOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const availability = useAvailability(service, today, addCalendarDays(today, BOOKING_WINDOW_DAYS));
  const zone = availability.data?.timeZone ?? business.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fullNights = new Set(availability.data?.fullNights ?? []);
  const busySlots = new Set(availability.data?.unavailableTrainingSlots ?? []);
  const petOptions = (pets.data ?? []).map((pet) => ({ value: String(pet.id), label: pet.name }));
  const slotOptions = (business.data ? slotsFor(service, business.data.slots) : []).map((slot) => ({
    value: slot.value,
    label: slot.label,
    disabled: service === 'training' && date !== null && busySlots.has(instantAt(date, slot.value, zone).toISOString()),
  }));

  const preview = useMemo(() => {
    if (!business.data || service !== 'boarding' || !date || !time || !pickupDate || !pickupTime) return null;
    const startDate = instantAt(date, time, zone);
    const endDate = instantAt(pickupDate, pickupTime, zone);
    if (endDate < startDate) return null;
    return bookingPrice(
      { serviceType: 'boarding', startDate, endDate, numPets: 1 + additional.length },
      zone,
      priceTermsFor(business.data.prices, 'boarding'),
    );
  }, [business.data, service, date, time, pickupDate, pickupTime, additional.length, zone]);

  // The vaccines must last through the pickup day (or the session's day); until one is chosen, today.
  const lastDay = (service === 'boarding' ? (pickupDate ?? date) : date) ?? today;
  const chosenPets = [petId, ...(service === 'boarding' ? additional : [])]
    .flatMap((id) => (pets.data ?? []).filter((pet) => String(pet.id) === id))
    .map((pet) => ({ id: pet.id, name: pet.name }));

  const close = () => {
    setFull(null);
    form.setValues(emptyBookingDraft(initialPetId ?? null));
    form.clearErrors();
    dropBookingDraft();
    onClose();
  };

  const submit = form.onSubmit((draft) => {
    const request = bookingRequest(draft, zone);
    setFull(null);
    create.mutate(request, {
      onSuccess: (booking) => {
        showSuccessToast(
          `${draft.service === 'boarding' ? 'Boarding Stay' : 'Training Session'} Created`,
          'Your booking has been created and is waiting for payment.',
        );
        close();
        void navigate(paths.checkout(booking.id));
      },
      onError: (error) => {
        reportMutationError(error, { title: 'Booking Failed', fallback: 'An unexpected error occurred creating your booking.' });
        const waitlistRequest = error instanceof ApiError && error.status === 409 ? waitlistRequestFor(request) : null;
        if (waitlistRequest) setFull({ request: waitlistRequest, message: error.message });
      },
    });
  }, focusFirstInvalid);

  return (
    <Modal opened={opened} onClose={close} title="Book Session" size={525}>
      {business.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the business's prices and times" />
        </Center>
      ) : business.isError ? (
        <Text c="red" role="alert">
          We could not load the business's prices and times. Please close this and try again.
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <BookingPetFields form={form} petOptions={petOptions} />
            <BookingWhenFields form={form} today={today} fullNights={fullNights} slotOptions={slotOptions} />
            {fullNights.size > 0 && service === 'boarding' ? (
              <Text size="xs" c="dimmed">
                Nights we are fully booked cannot be chosen.
              </Text>
            ) : null}
            <Textarea label="Notes" placeholder="Anything we should know?" {...form.getInputProps('notes')} autosize minRows={2} />
            <BookingVaccinationNotice pets={chosenPets} service={service} lastDay={lastDay} onLeave={() => keepBookingDraft(form.values)} />
            {service === 'boarding' ? <BookingCareReview pets={chosenPets} onLeave={() => keepBookingDraft(form.values)} /> : null}
            {preview ? (
              <Stack gap={4} aria-label="Price preview">
                <Divider label="Price" labelPosition="left" />
                <PriceLines lines={preview.lines} totalCents={preview.totalCents} />
              </Stack>
            ) : null}
            {full ? <JoinWaitlistOffer request={full.request} message={full.message} onJoined={close} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Book Session
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
