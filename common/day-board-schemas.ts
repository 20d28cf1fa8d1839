// The front desk's day board (issue 28; decisions.md 57): GET /api/admin/day?date=YYYY-MM-DD.
import { z } from 'zod';
import { dayWaitlistEntrySchema } from './waitlist-schemas';
import { BOOKING_STATUSES, PAYMENT_STATUSES, SERVICE_TYPES } from './booking-choices';
import { rangeDaySchema } from './range-day-schema';
import { timestampSchema } from './wire';

export const dayQuerySchema = z.strictObject({ date: rangeDaySchema('Date').optional() });

const personSchema = z.object({ id: z.number(), name: z.string(), phone: z.string().nullable() });

export const CARE_ROUND_STATES = ['logged', 'due', 'overdue', 'later'] as const;
export const careRoundSchema = z.object({
  time: z.string(),
  kind: z.enum(['meal', 'medication']),
  label: z.string(),
  /** The medication's name, for the journal entry that logs the dose. */
  medication: z.string().nullable(),
  state: z.enum(CARE_ROUND_STATES),
});
export type CareRound = z.infer<typeof careRoundSchema>;

export const dayPetSchema = z.object({
  id: z.number(),
  name: z.string(),
  petType: z.string(),
  breed: z.string(),
  profilePhoto: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  /** Each dose of the day from the care instructions: 'Carprofen 25 mg at 08:00 (with food)'. */
  medicationsDue: z.array(z.string()),
  /** Meals of the day: '07:30 Kibble, 1 cup'. */
  meals: z.array(z.string()),
  /** The day's meals and doses in time order, for the run sheet. */
  schedule: z.array(z.object({ time: z.string(), kind: z.enum(['meal', 'medication']), text: z.string() })),
  /** Who to call: the emergency contact and the vet, from the care instructions. */
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  vet: z.object({ clinic: z.string(), phone: z.string() }).nullable(),
  /** The owner changed the care instructions after the pet was checked in. */
  careChangedDuringStay: z.boolean(),
  /** Checked in: each meal and dose of the day against the stay journal (decisions.md 60). */
  rounds: z.array(careRoundSchema),
});

/** A boarding or daycare booking on the board. */
export const dayBookingSchema = z.object({
  bookingId: z.number(),
  serviceType: z.enum(SERVICE_TYPES),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  startDate: timestampSchema,
  endDate: timestampSchema,
  /** What is still to pay, in cents (0 once paid). */
  balanceCents: z.number(),
  notes: z.string().nullable(),
  owner: personSchema.extend({ email: z.string() }),
  pets: z.array(dayPetSchema),
  /** Required vaccinations missing through the booking's last day, one sentence each. */
  vaccinationProblems: z.array(z.string()),
  /** Expected on an earlier day and not checked in yet. */
  late: z.boolean(),
  checkIn: z.object({ at: timestampSchema, belongings: z.string().nullable(), note: z.string().nullable() }).nullable(),
  /** The desk's own notes on the booking, newest first ("escape artist"); never shown to the owner. */
  staffNotes: z.array(z.string()),
});
export type DayBooking = z.input<typeof dayBookingSchema>;

export const trainingDaySchema = z.object({
  trainer: personSchema.nullable(),
  sessions: z.array(
    z.object({
      bookingId: z.number(),
      startDate: timestampSchema,
      endDate: timestampSchema,
      status: z.enum(BOOKING_STATUSES),
      owner: personSchema,
      pets: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
});

export const dayBoardSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  arriving: z.array(dayBookingSchema),
  inHouse: z.array(dayBookingSchema),
  goingHome: z.array(dayBookingSchema),
  training: z.array(trainingDaySchema),
  /** Who waits for a place that day, in the order places are offered (decisions.md 67). */
  waitlist: z.array(dayWaitlistEntrySchema),
  /** Boarding for the 30 nights from the date, against capacity. */
  occupancy: z.array(z.object({ night: z.string(), pets: z.number(), capacity: z.number() })),
});
/** As the web reads it (ISO dates). */
export type DayBoard = z.input<typeof dayBoardSchema>;
/** As the server builds it (Dates). */
export type DayBoardAnswer = z.output<typeof dayBoardSchema>;
