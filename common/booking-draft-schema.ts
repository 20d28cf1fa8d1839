// The Book Session dialog's fields before they become a POST /api/bookings body: dates and times
// are picked apart in the business's zone, so they are checked here with decisions.md 35's words
// (the pet and date messages are the ones bookingInputSchema answers with), then joined into the
// request that bookingInputSchema checks again on the server.
import { z } from 'zod';

export const BOOKING_DRAFT_MESSAGES = {
  petId: 'Please select a pet for this booking',
  time: 'Please select a drop-off time',
  date: 'Please select a date for your booking',
  pickupDate: 'Please select a pickup date',
  pickupTime: 'Please select a pickup time',
} as const;

const choice = z.string().nullable();

/** The fields' shape alone: a draft kept while the owner steps away may still be incomplete. */
export const bookingDraftFieldsSchema = z.object({
  service: z.enum(['boarding', 'daycare', 'training']),
  petId: choice,
  additional: z.array(z.string()),
  date: choice,
  time: choice,
  pickupDate: choice,
  pickupTime: choice,
  notes: z.string(),
  /** Training: the trainer chosen, null for any available trainer (decisions.md 66). A draft kept before it had none. */
  trainerId: choice.default(null),
});

export const bookingDraftSchema = bookingDraftFieldsSchema.superRefine((draft, context) => {
  // Boarding and daycare both have a pickup; training is one slot.
  const boarding = draft.service !== 'training';
  const required: [keyof typeof BOOKING_DRAFT_MESSAGES, boolean][] = [
    ['petId', true],
    ['time', true],
    ['date', true],
    ['pickupDate', boarding],
    ['pickupTime', boarding],
  ];
  for (const [field, needed] of required) {
    if (needed && !draft[field]) context.addIssue({ code: 'custom', path: [field], message: BOOKING_DRAFT_MESSAGES[field] });
  }
});
export type BookingDraft = z.infer<typeof bookingDraftSchema>;
