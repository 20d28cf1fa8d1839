// The day-before reminders (decisions.md 65), run with an injected clock: a booking starting tomorrow
// reminds its owner once, from 10:00 in the business's zone, with when to come and what to bring;
// cancelled bookings and those starting today or later than tomorrow get none; the owner's e-mail
// preference decides the mail. Each test works on its own days, computed from now.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';
import type { CareInstructionsInput } from '../../../common/care-schemas';
import type { BookingStatus, ServiceType } from '../../../common/booking-choices';
import { spelledDay } from '../../../common/vaccines';
import { insertBooking, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookingReminders, mailQueue, notifications } from '../../db/schema';
import { sendBookingReminders } from './booking-reminders';

const t = useTestApp();
const run = (now: Date, timeZone = 'UTC') => sendBookingReminders({ db: t.db, notifications: t.notifications }, timeZone, now);

/** A day `offset` days after today in UTC: each test keeps to its own days. */
const dayFromToday = (offset: number) => addCalendarDays(calendarDayOf(new Date(), 'UTC'), offset);

const buddyCare: CareInstructionsInput = {
  feeding: [
    { time: '07:00', food: 'Kibble', amount: '2 cups' },
    { time: '18:00', food: 'Kibble', amount: '2 cups' },
  ],
  medications: [{ name: 'Carprofen', dose: '25 mg', times: ['08:00'], withFood: true }],
  emergencyContact: null,
  vet: null,
  pickupPeople: [],
};

let owner: RegisteredUser;
let trainer: RegisteredUser;
beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Dana', lastName: 'Reyes' });
});

async function book(
  who: RegisteredUser,
  petId: number,
  values: { serviceType: ServiceType; start: Date; end: Date; status?: BookingStatus; trainerId?: number },
) {
  return insertBooking(t.db, {
    petId,
    ownerId: who.user.id,
    serviceType: values.serviceType,
    startDate: values.start,
    endDate: values.end,
    trainerId: values.trainerId ?? null,
    status: values.status ?? 'pending',
    paymentStatus: 'pending',
  });
}

const remindersOf = (bookingId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.data}->>'bookingId' = ${String(bookingId)}`);

describe('the day-before reminder', () => {
  it('reminds of a boarding stay tomorrow once, with its drop-off time and what to bring, and mails it', async () => {
    const buddy = await postPet(t.app, owner, { ...rexProfile, name: 'Buddy' });
    expect((await t.call('PUT', `/api/pets/${buddy.id}/care`, owner, buddyCare)).statusCode).toBe(200);
    const today = dayFromToday(3);
    const tomorrow = addCalendarDays(today, 1);
    const pickUp = addCalendarDays(tomorrow, 4);
    const stay = await book(owner, buddy.id, {
      serviceType: 'boarding',
      start: instantAt(tomorrow, '09:00', 'UTC'),
      end: instantAt(pickUp, '11:00', 'UTC'),
      status: 'confirmed',
    });

    // Before 10:00 the day before, nothing; from 10:00, the reminder.
    expect(await run(instantAt(today, '09:59', 'UTC'))).toBe(0);
    expect(await run(instantAt(today, '10:00', 'UTC'))).toBe(1);
    const [reminder] = await remindersOf(stay.id);
    expect(reminder).toMatchObject({
      userId: owner.user.id,
      category: 'bookings',
      title: "Reminder: Buddy's stay starts tomorrow",
      message:
        `Drop-off is tomorrow, ${spelledDay(tomorrow)}, at 9:00 AM; pick-up on ${spelledDay(pickUp)} at 11:00 AM. ` +
        "Bring Buddy's food for 5 days (2 cups of Kibble, twice a day) and Carprofen 25 mg.",
      data: { url: `/bookings?booking=${stay.id}`, bookingId: stay.id },
    });

    // A second run (later that day, or the same moment again) sends nothing more.
    expect(await run(instantAt(today, '10:00', 'UTC'))).toBe(0);
    expect(await run(instantAt(today, '18:00', 'UTC'))).toBe(0);
    expect(await remindersOf(stay.id)).toHaveLength(1);
    expect(await t.db.select().from(bookingReminders).where(eq(bookingReminders.bookingId, stay.id))).toHaveLength(1);

    // The owner's `bookings` e-mail is on (the default): one mail, claimed once.
    await vi.waitFor(
      async () =>
        expect(
          await t.db
            .select({ subject: mailQueue.subject })
            .from(mailQueue)
            .where(and(eq(mailQueue.recipient, owner.user.email), eq(mailQueue.subject, reminder.title))),
        ).toHaveLength(1),
      { timeout: 10_000, interval: 20 },
    );
    const [mailed] = await remindersOf(stay.id);
    expect(mailed.emailedAt).toBeInstanceOf(Date);
  });

  it('names a training session’s time and trainer', async () => {
    const rex = await postPet(t.app, owner, { ...rexProfile, name: 'Rex' });
    const today = dayFromToday(6);
    const tomorrow = addCalendarDays(today, 1);
    const session = await book(owner, rex.id, {
      serviceType: 'training',
      start: instantAt(tomorrow, '10:00', 'UTC'),
      end: instantAt(tomorrow, '11:00', 'UTC'),
      trainerId: trainer.user.id,
    });
    expect(await run(instantAt(today, '12:30', 'UTC'))).toBe(1);
    expect(await remindersOf(session.id)).toMatchObject([
      {
        title: "Reminder: Rex's training session tomorrow",
        message: `Rex's training session with Dana Reyes is tomorrow, ${spelledDay(tomorrow)}, at 10:00 AM.`,
        data: { url: `/bookings?booking=${session.id}`, bookingId: session.id },
      },
    ]);
  });

  it('reminds of a booking made later on the day before at the next run, and of none cancelled, starting today or in 3 days', async () => {
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Daisy' });
    const today = dayFromToday(9);
    const at = (offset: number, time: string) => instantAt(addCalendarDays(today, offset), time, 'UTC');
    const cancelled = await book(owner, pet.id, {
      serviceType: 'daycare',
      start: at(1, '09:00'),
      end: at(1, '17:00'),
      status: 'cancelled',
    });
    const startsToday = await book(owner, pet.id, { serviceType: 'daycare', start: at(0, '13:00'), end: at(0, '17:00') });
    const inThreeDays = await book(owner, pet.id, { serviceType: 'boarding', start: at(3, '09:00'), end: at(5, '09:00') });
    expect(await run(at(0, '11:00'))).toBe(0);

    // Booked at 15:00 the day before: the next run reminds of it, with a request for the missing care instructions.
    const late = await book(owner, pet.id, { serviceType: 'daycare', start: at(1, '09:00'), end: at(1, '17:00') });
    expect(await run(at(0, '15:15'))).toBe(1);
    expect(await remindersOf(late.id)).toMatchObject([
      {
        title: "Reminder: Daisy's daycare is tomorrow",
        message:
          `Drop-off is tomorrow, ${spelledDay(addCalendarDays(today, 1))}, at 9:00 AM; pick-up at 5:00 PM. ` +
          "Please add Daisy's feeding and medications to the care instructions so our staff know the routine.",
      },
    ]);
    for (const none of [cancelled, startsToday, inThreeDays]) expect(await remindersOf(none.id)).toEqual([]);
    // On the day itself the booking starting today is still not reminded: too late to be a reminder.
    expect(await run(at(1, '10:30'))).toBe(0);
    expect(await remindersOf(startsToday.id)).toEqual([]);
  });

  it('reads "tomorrow" and 10:00 in the business’s time zone', async () => {
    const zone = 'America/New_York';
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Nova' });
    // Counted on the same calendar as the other tests' days, so that its days never meet theirs
    // (New York's today is UTC's yesterday for the first hours of a UTC day).
    const today = dayFromToday(12);
    const tomorrow = addCalendarDays(today, 1);
    const stay = await book(owner, pet.id, {
      serviceType: 'boarding',
      start: instantAt(tomorrow, '09:00', zone),
      end: instantAt(addCalendarDays(tomorrow, 1), '09:00', zone),
    });
    // 23:30 in New York is already the next day in UTC, where the stay starts "today".
    expect(await run(instantAt(today, '23:30', zone), zone)).toBe(1);
    expect((await remindersOf(stay.id))[0].message).toMatch(new RegExp(`^Drop-off is tomorrow, ${spelledDay(tomorrow)}, at 9:00 AM;`));
  });

  it('with the owner’s bookings e-mail off: the in-app reminder only, no mail queued', async () => {
    const quiet = await t.register();
    const put = await t.call('PUT', '/api/user/notification-preferences', quiet, {
      email: { bookings: false, training: true, programs: true, account: true, messages: true },
    });
    expect(put.statusCode).toBe(200);
    const pet = await postPet(t.app, quiet, { ...rexProfile, name: 'Quiet' });
    const today = dayFromToday(15);
    const stay = await book(quiet, pet.id, {
      serviceType: 'boarding',
      start: instantAt(addCalendarDays(today, 1), '09:00', 'UTC'),
      end: instantAt(addCalendarDays(today, 2), '09:00', 'UTC'),
    });
    expect(await run(instantAt(today, '10:00', 'UTC'))).toBe(1);
    // A notification in a category still on, sent after: once its mail is queued, the reminder's was decided.
    await t.notifications.notify(t.db, quiet.user.id, { category: 'training', title: 'Marker', message: 'Mail please' });
    await vi.waitFor(
      async () => expect(await t.db.select().from(mailQueue).where(eq(mailQueue.recipient, quiet.user.email))).toHaveLength(1),
      { timeout: 10_000, interval: 20 },
    );
    await t.notifications.flush();
    const queued = await t.db.select({ subject: mailQueue.subject }).from(mailQueue).where(eq(mailQueue.recipient, quiet.user.email));
    expect(queued).toEqual([{ subject: 'Marker' }]);
    const [reminder] = await remindersOf(stay.id);
    expect(reminder).toMatchObject({ userId: quiet.user.id, title: "Reminder: Quiet's stay starts tomorrow", emailedAt: null });
    const list = await t.call('GET', '/api/notifications', quiet);
    expect(list.json().map((n: { title: string }) => n.title)).toContain("Reminder: Quiet's stay starts tomorrow");
  });
});
