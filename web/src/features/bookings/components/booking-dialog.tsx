// The Book Session dialog (decisions.md 32, 35, 38, 66 and 67): boarding, daycare or training, the
// owner's pets, slots in the business's time zone, full nights and days and busy hours unavailable,
// nearly full days and the free trainers shown, the server's own price rules previewed; a request the
// server finds full is offered to the waitlist. The fields are a Mantine form checked with
// common/booking-draft-schema.ts; what is missing shows under its field. A detour to add a pet's
// vaccinations keeps the draft.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Center, Divider, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { addCalendarDays, calendarDayOf, instantAt } from '@common/business-time';
import { bookingPrice, bookingTermsFor, depositCentsOf, priceTermsFor } from '@common/pricing';
import { PriceLines } from '../../../components/price-lines';
import { formatMoney } from '../../../lib/format';
import { useBusiness } from '../../../lib/business-query';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { usePets } from '../../../lib/pet-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../app/paths';
import { useCreateBooking } from '../api/create-booking';
import { useAvailability } from '../api/get-availability';
import { dropBookingDraft, keepBookingDraft, takeBookingDraft } from './booking-draft-storage';
import { bookingRequest, emptyBookingDraft, isStay, useBookingForm } from './booking-form';
import { StayAvailabilityNote, TrainingAvailabilityNote } from './booking-availability-note';
import { BookingTrainerChoice } from './booking-trainer-choice';
import { bookingAvailability } from './booking-availability';
import { BookingCareReview } from './booking-care-review';
import { BookingPetFields } from './booking-pet-fields';
import { BookingVaccinationNotice } from './booking-vaccination-notice';
import { BOOKING_WINDOW_DAYS, BookingWhenFields } from './booking-when-fields';
import { ApiError } from '../../../lib/api-client';
import type { WaitlistRequest } from '@common/waitlist-schemas';
import { waitlistRequestFor } from '../api/join-waitlist';
import { JoinWaitlistOffer } from './join-waitlist-offer';
import { useCreateBookingSeries } from '../api/create-booking-series';
import { BookingRepeatFields, noRepeat, occurrenceCount, repeatWeekdays, type RepeatChoice } from './booking-repeat-fields';
import { MAX_SERIES_OCCURRENCES } from '@common/booking-series-schemas';

const CREATED_TITLES = { boarding: 'Boarding Stay', daycare: 'Daycare', training: 'Training Session' } as const;

export function BookingDialog({ opened, onClose, initialPetId }: { opened: boolean; onClose: () => void; initialPetId?: string }) {
  const navigate = useNavigate();
  const pets = usePets();
  const business = useBusiness();
  const create = useCreateBooking();
  const createSeries = useCreateBookingSeries();
  const form = useBookingForm(initialPetId ?? null);
  // "Repeat weekly" (decisions.md 68): daycare and training only.
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [repeatError, setRepeatError] = useState<string | null>(null);
  // A request the server found full (409): offered to the waitlist until the next try or close (decisions.md 67).
  const [full, setFull] = useState<{ request: WaitlistRequest; message: string } | null>(null);
  const { service, petId, additional, date, time, pickupDate, pickupTime, trainerId } = form.values;
  const stay = isStay(service);

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
  const open = bookingAvailability(availability.data, business.data?.slots, zone, { service, date, time });
  const petOptions = (pets.data ?? []).map((pet) => ({ value: String(pet.id), label: pet.name }));

  // A trainer chosen for another time who is not free at this one: back to any available trainer.
  const trainerGone = trainerId !== null && open.trainers !== null && !open.trainers.some((trainer) => String(trainer.id) === trainerId);
  useEffect(() => {
    if (trainerGone) form.setFieldValue('trainerId', null);
  }, [trainerGone]);

  const repeats = repeat.on && service !== 'boarding';
  const preview = useMemo(() => {
    if (!business.data || !date || !time) return null;
    if (service === 'training') {
      if (!repeats) return null;
      const start = instantAt(date, time, zone);
      const terms = priceTermsFor(business.data.prices, service);
      return bookingPrice(
        { serviceType: service, startDate: start, endDate: new Date(start.getTime() + 3_600_000), numPets: 1 },
        zone,
        terms,
      );
    }
    if (!pickupDate || !pickupTime) return null;
    const startDate = instantAt(date, time, zone);
    const endDate = instantAt(pickupDate, pickupTime, zone);
    if (endDate < startDate) return null;
    return bookingPrice(
      { serviceType: service, startDate, endDate, numPets: 1 + additional.length },
      zone,
      priceTermsFor(business.data.prices, service),
    );
  }, [business.data, repeats, service, date, time, pickupDate, pickupTime, additional.length, zone]);

  // The deposit the server will take (decisions.md 71): the same rule, from the settings it will read.
  const depositPreview =
    preview && business.data && service === 'boarding'
      ? depositCentsOf({ totalPrice: preview.totalCents, terms: bookingTermsFor(business.data, service, preview.days) })
      : 0;

  // The vaccines must last through the pickup day (or the session's day); until one is chosen, today.
  const lastDay = (stay ? (pickupDate ?? date) : date) ?? today;
  const chosenPets = [petId, ...(stay ? additional : [])]
    .flatMap((id) => (pets.data ?? []).filter((pet) => String(pet.id) === id))
    .map((pet) => ({ id: pet.id, name: pet.name }));

  const close = () => {
    setFull(null);
    setRepeat(noRepeat);
    setRepeatError(null);
    form.setValues(emptyBookingDraft(initialPetId ?? null));
    form.clearErrors();
    dropBookingDraft();
    onClose();
  };

  const submitSeries = (request: ReturnType<typeof bookingRequest>) => {
    const count = occurrenceCount(repeat, date);
    if (!repeat.until) return setRepeatError('Please choose the last date');
    if (count > MAX_SERIES_OCCURRENCES) return setRepeatError(`At most ${MAX_SERIES_OCCURRENCES} occurrences`);
    setRepeatError(null);
    const { petId: pet, startDate, endDate, additionalPetIds, notes, trainerId: trainer } = request;
    createSeries.mutate(
      {
        serviceType: service === 'training' ? 'training' : 'daycare',
        petId: pet,
        startDate,
        endDate,
        additionalPetIds,
        notes,
        ...(trainer !== undefined ? { trainerId: trainer } : {}),
        weekdays: repeatWeekdays(repeat, date),
        until: repeat.until,
      },
      {
        onSuccess: (created) => {
          showSuccessToast(`Weekly ${CREATED_TITLES[service]} Created`, `${created.bookings.length} bookings are waiting for payment.`);
          close();
          void navigate(paths.checkoutSeries(created.bookings[0].id, created.seriesId));
        },
        onError: (error) =>
          reportMutationError(error, { title: 'Booking Failed', fallback: 'An unexpected error occurred creating your bookings.' }),
      },
    );
  };

  const submit = form.onSubmit((draft) => {
    const request = bookingRequest(draft, zone);
    setFull(null);
    if (repeats) return submitSeries(request);
    create.mutate(request, {
      onSuccess: (booking) => {
        showSuccessToast(`${CREATED_TITLES[draft.service]} Created`, 'Your booking has been created and is waiting for payment.');
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
            <BookingWhenFields form={form} today={today} closedDays={open.closedDays} slotOptions={open.slotOptions} />
            {stay ? (
              <StayAvailabilityNote
                kind={service === 'boarding' ? 'nights' : 'days'}
                full={open.full}
                nearlyFull={open.nearlyFull}
                from={date}
                to={pickupDate}
              />
            ) : null}
            {open.freeOnDay !== null ? <TrainingAvailabilityNote freeCount={open.freeOnDay} slotCount={open.slotCount} /> : null}
            {service === 'training' ? <BookingTrainerChoice form={form} trainers={open.trainers} /> : null}
            {service !== 'boarding' ? (
              <BookingRepeatFields
                repeat={repeat}
                onChange={(next) => {
                  setRepeat(next);
                  setRepeatError(null);
                }}
                date={date}
                maxDate={addCalendarDays(today, BOOKING_WINDOW_DAYS)}
                eachCents={preview?.totalCents ?? null}
                error={repeatError}
              />
            ) : null}
            <Textarea label="Notes" placeholder="Anything we should know?" {...form.getInputProps('notes')} autosize minRows={2} />
            <BookingVaccinationNotice pets={chosenPets} service={service} lastDay={lastDay} onLeave={() => keepBookingDraft(form.values)} />
            {service === 'boarding' ? <BookingCareReview pets={chosenPets} onLeave={() => keepBookingDraft(form.values)} /> : null}
            {preview && !(repeats && service === 'training') ? (
              <Stack gap={4} aria-label="Price preview">
                <Divider label="Price" labelPosition="left" />
                <PriceLines lines={preview.lines} totalCents={preview.totalCents} />
                {depositPreview > 0 ? (
                  <Text size="sm">
                    Deposit due now {formatMoney(depositPreview)}, balance {formatMoney(preview.totalCents - depositPreview)} due at
                    check-out
                  </Text>
                ) : null}
              </Stack>
            ) : null}
            {full ? <JoinWaitlistOffer request={full.request} message={full.message} onJoined={close} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending || createSeries.isPending}>
                Book Session
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
