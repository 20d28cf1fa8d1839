// The waitlist (issue 30, item 5; decisions.md 67): an owner waits for a full boarding stay or a full
// training slot; when a place frees, the first waiting request that fits is offered it and the place
// is held for them for `waitlistHoldHours`. One schema for the dialog, the route and the types.
import { z } from 'zod';
import { bodyIdSchema } from './id-schema';
import { timestampSchema } from './wire';

/** The services whose places can be waited for: a boarding night, a training slot. */
export const WAITLIST_SERVICES = ['boarding', 'training'] as const;
export type WaitlistService = (typeof WAITLIST_SERVICES)[number];

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'cancelled'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** A boarding stay names at most this many pets (a booking's own limit is far larger; a waitlist request is one family's). */
const MAX_WAITLIST_PETS = 20;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((text) => new Date(text));

/** POST /api/waitlist: the same request the booking dialog sent, with every pet in one list. */
export const waitlistInputSchema = z.strictObject({
  serviceType: z.enum(WAITLIST_SERVICES, { error: 'Only boarding and training have a waitlist' }),
  petIds: z
    .array(bodyIdSchema('Pets must be your pets'), { error: 'Please select a pet' })
    .min(1, 'Please select a pet')
    .max(MAX_WAITLIST_PETS, `At most ${MAX_WAITLIST_PETS} pets`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same pet is named twice'),
  startDate: instant('Please select a date'),
  endDate: instant('Pickup must be a date and time').nullish(),
  trainerId: bodyIdSchema('Trainer must be one of our trainers').nullish(),
});
export type WaitlistInput = z.output<typeof waitlistInputSchema>;
export type WaitlistRequest = z.input<typeof waitlistInputSchema>;

/** An entry as its owner reads it; `heldUntil` is set while a place is offered to them. */
export const waitlistEntrySchema = z.object({
  id: z.number(),
  serviceType: z.enum(WAITLIST_SERVICES),
  petIds: z.array(z.number()),
  petNames: z.array(z.string()),
  startDate: timestampSchema,
  endDate: timestampSchema,
  trainerId: z.number().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  heldUntil: timestampSchema.nullable(),
  bookingId: z.number().nullable(),
  createdAt: timestampSchema,
});
export type WaitlistEntry = z.input<typeof waitlistEntrySchema>;
export type WaitlistEntryAnswer = z.output<typeof waitlistEntrySchema>;

/** The day board's list: who waits for a place that day, in the order offers are made. */
export const dayWaitlistEntrySchema = z.object({
  id: z.number(),
  serviceType: z.enum(WAITLIST_SERVICES),
  startDate: timestampSchema,
  endDate: timestampSchema,
  status: z.enum(['waiting', 'offered']),
  heldUntil: timestampSchema.nullable(),
  owner: z.object({ id: z.number(), name: z.string() }),
  petNames: z.array(z.string()),
  trainerName: z.string().nullable(),
});
export type DayWaitlistEntry = z.input<typeof dayWaitlistEntrySchema>;

export const THERE_IS_ROOM_MESSAGE = 'There is room: book it directly.';
export const ALREADY_WAITING_MESSAGE = 'You are already on the waitlist for this.';
export const HOLD_OVER_MESSAGE = 'This place is no longer held for you.';
export const NOT_OFFERED_MESSAGE = 'No place has been offered to you for this yet.';
export const TRAINING_ONE_PET_MESSAGE = 'A training session is for one pet';
export const TRAINER_FOR_TRAINING_MESSAGE = 'A trainer is chosen for training only';
