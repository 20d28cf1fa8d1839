// Writes the demo trainer's client story with the demo owner's first pet (seed-data/demo-clients.ts)
// into the tables the features use, with the rows and values they would have left:
// - the enrolment pins the program's latest published version (POST .../enroll);
// - bookings start on the listed slots, are priced by common/pricing, and a training hour is
//   given to the trainer only when they have no other session then (POST /api/bookings);
// - the stay's skills are checked against it as checkout checks them (chooseStay), bought at the
//   skill's price onto it, added to its total, and assigned to the trainer (POST /api/checkout);
// - a paid booking has a succeeded sandbox intent for its total, with the test card's brand and
//   last four digits, and is confirmed and paid (POST /api/sandbox/confirm);
// - the trainer's session logs, assessments, report card and skill steps are as their routes
//   store them.
// The notifications and receipt e-mails those actions sent are not replayed: starting a server
// should not mail anyone, and the demo owner has notifications of its own.
import { and, asc, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { ServiceType } from '../../common/booking-choices';
import type { BusinessSettings } from '../../common/business-settings';
import { addCalendarDays, calendarDayOf, instantAt } from '../../common/business-time';
import { cardBrand } from '../../common/card-rules';
import { bookingDays, bookingPrice, bookingTermsFor } from '../../common/pricing';
import { slotTimes, trainingEndDate } from '../../common/slots';
import { BOOKING_SESSION_MINUTES } from '../../common/trainer-schemas';
import { sandboxProvider } from '../platform/payments/sandbox-provider';
import { chooseStay } from '../domain/skills/skill-stays';
import { DEFAULT_SETTINGS_START, readBusinessSettings } from '../domain/business/business-settings';
import type { Tx } from './client';
import {
  behaviorAssessments,
  bookings,
  cartItems,
  paymentIntents,
  programEnrollments,
  programVersions,
  reportCards,
  skillProgress,
  stayChecks,
  journalDigests,
  journalEntries,
  trainingPrograms,
  trainingSessions,
  trainingSkills,
} from './schema';
import {
  DEMO_CLIENT_CARD_NUMBER,
  DEMO_CLIENT_ENROLLED_AT,
  DEMO_CLIENT_PROGRAM_TITLE,
  demoAssessments,
  demoReportCard,
  demoStay,
  demoStayJournal,
  demoStaySkills,
  demoTrainingBookings,
  stepForStage,
  type Moment,
  type TrainingDraft,
} from './seed-data/demo-clients';

export type DemoClient = { ownerId: number; trainerId: number; pet: { id: number; name: string } };

type BookingRow = typeof bookings.$inferSelect;

/** Moments of the story as instants and days, counted from the seeding day in the business zone. */
type Clock = { timeZone: string; business: BusinessSettings; day(offset: number): string; at(moment: Moment): Date };

function clockFrom(now: Date, business: BusinessSettings): Clock {
  const { timeZone } = business;
  const today = calendarDayOf(now, timeZone);
  const day = (offset: number) => addCalendarDays(today, offset);
  return { timeZone, business, day, at: (moment) => instantAt(day(moment.day), moment.time, timeZone) };
}

/** Seeds the story; call once, in the transaction that created the owner and the pet. */
export async function seedDemoClient(tx: Tx, client: DemoClient, now = new Date()): Promise<void> {
  const clock = clockFrom(now, await readBusinessSettings(tx, DEFAULT_SETTINGS_START));
  const programId = await enrol(tx, client, clock);
  for (const draft of demoTrainingBookings) await bookTraining(tx, client, clock, draft, programId);
  const stay = await bookStayWithSkills(tx, client, clock);
  await checkInAtDropOff(tx, stay, clock);
  await writeStayJournal(tx, client, stay, clock);

  for (const { at, scores, ...text } of demoAssessments) {
    const date = clock.at(at);
    await tx
      .insert(behaviorAssessments)
      .values({ ...text, ...scores, petId: client.pet.id, assessedBy: client.trainerId, date, createdAt: date, updatedAt: date });
  }
  const { day, sentAt, ...card } = demoReportCard;
  await tx.insert(reportCards).values({
    ...card,
    petId: client.pet.id,
    trainerId: client.trainerId,
    bookingId: stay.id,
    day: clock.day(day),
    createdAt: clock.at(sentAt),
    updatedAt: clock.at(sentAt),
  });
}

/** Buddy's stay is under way: the front desk checked him in at drop-off (decisions.md 55). */
async function checkInAtDropOff(tx: Tx, stay: BookingRow, clock: Clock): Promise<void> {
  await tx.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, stay.id));
  await tx.insert(stayChecks).values({
    bookingId: stay.id,
    kind: 'check_in',
    byUserId: null,
    belongings: demoStay.belongings,
    note: null,
    createdAt: clock.at(demoStay.dropOff),
  });
}

/**
 * The journal of Buddy's stay so far, by his trainer; each past day's digest counts as sent, so the
 * digest job has nothing to send for them when the demo starts.
 */
async function writeStayJournal(tx: Tx, client: DemoClient, stay: BookingRow, clock: Clock): Promise<void> {
  for (const { at, ...entry } of demoStayJournal) {
    await tx.insert(journalEntries).values({
      bookingId: stay.id,
      petId: client.pet.id,
      authorId: client.trainerId,
      kind: entry.kind,
      ate: entry.ate ?? null,
      given: entry.given ?? null,
      medication: entry.medication ?? null,
      time: entry.time ?? null,
      note: entry.note ?? null,
      createdAt: clock.at(at),
    });
  }
  const days = [...new Set(demoStayJournal.map((entry) => clock.day(entry.at.day)))];
  await tx
    .insert(journalDigests)
    .values(days.map((day) => ({ bookingId: stay.id, day })))
    .onConflictDoNothing();
}

/** The pet follows one of the trainer's published programs, at its latest version. Returns its id. */
async function enrol(tx: Tx, client: DemoClient, clock: Clock): Promise<number | null> {
  const programs = await tx
    .select({ id: trainingPrograms.id, title: trainingPrograms.title })
    .from(trainingPrograms)
    .where(and(eq(trainingPrograms.createdBy, client.trainerId), eq(trainingPrograms.published, true)))
    .orderBy(asc(trainingPrograms.id));
  // With demo accounts turned on after a first start, the academy account authored the samples.
  const program = programs.find((candidate) => candidate.title === DEMO_CLIENT_PROGRAM_TITLE) ?? programs[0];
  if (!program) return null;
  const [latest] = await tx
    .select({ id: programVersions.id })
    .from(programVersions)
    .where(eq(programVersions.programId, program.id))
    .orderBy(desc(programVersions.version))
    .limit(1);
  if (!latest) return null;
  await tx.insert(programEnrollments).values({
    userId: client.ownerId,
    petId: client.pet.id,
    programId: program.id,
    programVersionId: latest.id,
    createdAt: clock.at(DEMO_CLIENT_ENROLLED_AT),
  });
  return program.id;
}

/** A training session with the trainer; a past one paid and logged by the trainer. */
async function bookTraining(tx: Tx, client: DemoClient, clock: Clock, draft: TrainingDraft, programId: number | null) {
  const startDate = await trainerFreeAt(tx, client.trainerId, clock, draft.start);
  // Every hour of that day taken by other clients: leave this one out rather than double-book.
  if (!startDate) return;
  let booking = await newBooking(tx, client, clock, {
    serviceType: 'training',
    trainerId: client.trainerId,
    startDate,
    endDate: trainingEndDate(startDate),
    notes: draft.notes,
    bookedAt: draft.bookedAt,
  });
  if (draft.paidAt) booking = await payWithTestCard(tx, booking, clock.at(draft.paidAt));
  if (draft.log) {
    // Logged from the booking a little after it ended, then given the program the pet follows.
    const loggedAt = new Date(booking.endDate.getTime() + 20 * 60_000);
    await tx.insert(trainingSessions).values({
      ...draft.log,
      petId: client.pet.id,
      trainerId: client.trainerId,
      programId,
      bookingId: booking.id,
      date: booking.startDate,
      duration: BOOKING_SESSION_MINUTES,
      createdAt: loggedAt,
      updatedAt: loggedAt,
    });
  }
}

/**
 * The first training slot of the day, from the one asked for, at which the trainer has no other
 * session (one session per trainer an hour, as bookings enforce); null if the day is full.
 */
async function trainerFreeAt(tx: Tx, trainerId: number, clock: Clock, wanted: Moment): Promise<Date | null> {
  const times = [wanted.time, ...slotTimes('training', clock.business.slots).filter((time) => time !== wanted.time)];
  for (const time of times) {
    const start = instantAt(clock.day(wanted.day), time, clock.timeZone);
    const [busy] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.trainerId, trainerId),
          eq(bookings.serviceType, 'training'),
          ne(bookings.status, 'cancelled'),
          lt(bookings.startDate, trainingEndDate(start)),
          gt(bookings.endDate, start),
        ),
      )
      .limit(1);
    if (!busy) return start;
  }
  return null;
}

type NewBooking = {
  serviceType: ServiceType;
  trainerId: number | null;
  startDate: Date;
  endDate: Date;
  notes: string | null;
  bookedAt: Moment;
};

/** A booking as POST /api/bookings makes it: pending, unpaid, priced for one pet. */
async function newBooking(tx: Tx, client: DemoClient, clock: Clock, booking: NewBooking): Promise<BookingRow> {
  const { bookedAt, ...fields } = booking;
  const terms = bookingTermsFor(clock.business, fields.serviceType);
  const price = bookingPrice({ ...fields, numPets: 1 }, clock.timeZone, terms);
  const [row] = await tx
    .insert(bookings)
    .values({
      ...fields,
      petId: client.pet.id,
      ownerId: client.ownerId,
      status: 'pending',
      paymentStatus: 'pending',
      totalPrice: price.totalCents,
      terms,
      numPets: 1,
      additionalPetIds: [],
      createdAt: clock.at(bookedAt),
    })
    .returning();
  return row;
}

/** The boarding stay, its skills bought at checkout and under way, then paid in full. */
async function bookStayWithSkills(tx: Tx, client: DemoClient, clock: Clock): Promise<BookingRow> {
  const stay = await newBooking(tx, client, clock, {
    serviceType: 'boarding',
    trainerId: null,
    startDate: clock.at(demoStay.dropOff),
    endDate: clock.at(demoStay.pickUp),
    notes: demoStay.notes,
    bookedAt: demoStay.bookedAt,
  });
  const nights = bookingDays(stay.startDate, stay.endDate, clock.timeZone);
  const skills = await tx
    .select()
    .from(trainingSkills)
    .where(
      and(
        inArray(
          trainingSkills.name,
          demoStaySkills.map((draft) => draft.name),
        ),
        eq(trainingSkills.published, true),
      ),
    );
  const checkedOutAt = clock.at(demoStay.checkedOutAt);
  let added = 0;
  for (const draft of demoStaySkills) {
    const skill = skills.find((row) => row.name === draft.name);
    // Checkout's own rule: the stay must be unpaid and have the skill's minimum nights.
    if (!skill || !chooseStay([{ booking: stay, nights }], client.pet, skill.minimumNights).stay) continue;
    const [item] = await tx
      .insert(cartItems)
      .values({
        userId: client.ownerId,
        petId: client.pet.id,
        skillId: skill.id,
        bookingId: stay.id,
        status: 'purchased',
        pricePaid: skill.price,
        createdAt: clock.at(demoStay.addedToCartAt),
      })
      .returning({ id: cartItems.id });
    await tx.insert(skillProgress).values({
      cartItemId: item.id,
      trainerId: client.trainerId,
      currentStep: stepForStage(draft.stage, skill.steps.length),
      completed: draft.stage === 'completed',
      notes: draft.notes,
      createdAt: checkedOutAt,
      updatedAt: clock.at(draft.lastChangedAt),
    });
    added += skill.price;
  }
  const [withSkills] = await tx
    .update(bookings)
    .set({ totalPrice: stay.totalPrice + added })
    .where(eq(bookings.id, stay.id))
    .returning();
  return payWithTestCard(tx, withSkills, clock.at(demoStay.paidAt));
}

/** The owner paid the whole total with the sandbox's test card: the intent succeeded at `paidAt`. */
async function payWithTestCard(tx: Tx, booking: BookingRow, paidAt: Date): Promise<BookingRow> {
  const intent = await sandboxProvider.createIntent({ bookingId: booking.id, amount: booking.totalPrice });
  // The card form opens a little before the card is charged.
  const openedAt = new Date(paidAt.getTime() - 60_000);
  await tx.insert(paymentIntents).values({
    id: intent.id,
    bookingId: booking.id,
    provider: sandboxProvider.name,
    clientSecret: intent.clientSecret,
    amount: booking.totalPrice,
    status: 'succeeded',
    cardBrand: cardBrand(DEMO_CLIENT_CARD_NUMBER),
    cardLast4: DEMO_CLIENT_CARD_NUMBER.slice(-4),
    paidAt,
    createdAt: openedAt,
    updatedAt: paidAt,
  });
  const [paid] = await tx
    .update(bookings)
    .set({ status: 'confirmed', paymentStatus: 'paid', stripePaymentIntentId: intent.id })
    .where(eq(bookings.id, booking.id))
    .returning();
  return paid;
}
