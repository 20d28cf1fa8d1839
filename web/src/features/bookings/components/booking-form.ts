// The Book Session form: Mantine's useForm checked with common/booking-draft-schema.ts, and the
// step from its fields (days and times in the business's zone) to a POST /api/bookings body.
import { useForm } from '@mantine/form';
import type { BookingRequest } from '@common/booking-schemas';
import { bookingDraftSchema, type BookingDraft } from '@common/booking-draft-schema';
import { instantAt } from '@common/business-time';
import { zodResolver } from '../../../lib/zod-form';

export type BookingForm = ReturnType<typeof useBookingForm>;

export const emptyBookingDraft = (petId: string | null): BookingDraft => ({
  service: 'boarding',
  petId,
  additional: [],
  date: null,
  time: null,
  pickupDate: null,
  pickupTime: null,
  notes: '',
  trainerId: null,
});

export const useBookingForm = (initialPetId: string | null) =>
  useForm<BookingDraft>({ initialValues: emptyBookingDraft(initialPetId), validate: zodResolver(bookingDraftSchema) });

/** Boarding and daycare: a drop-off and a pickup, more pets allowed. */
export const isStay = (service: BookingDraft['service']) => service !== 'training';

/**
 * A checked draft as the request body; a training session starts and ends at its slot and names
 * its trainer (null: any available trainer, decisions.md 66).
 */
export function bookingRequest(draft: BookingDraft, zone: string): BookingRequest {
  const stay = isStay(draft.service);
  const startDate = instantAt(draft.date!, draft.time!, zone).toISOString();
  return {
    petId: Number(draft.petId),
    serviceType: draft.service,
    startDate,
    endDate: stay ? instantAt(draft.pickupDate!, draft.pickupTime!, zone).toISOString() : startDate,
    additionalPetIds: stay ? draft.additional.map(Number) : [],
    notes: draft.notes,
    ...(stay ? {} : { trainerId: draft.trainerId ? Number(draft.trainerId) : null }),
  };
}

/** A same-day stay only allows pickups after the drop-off ('09:00' strings compare as times). */
export function pickupTooEarly(draft: Pick<BookingDraft, 'date' | 'time' | 'pickupDate' | 'pickupTime'>) {
  const { date, time, pickupDate, pickupTime } = draft;
  return pickupTime !== null && pickupDate !== null && pickupDate === date && time !== null && pickupTime <= time;
}
