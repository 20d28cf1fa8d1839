// The day-before booking reminders (decisions.md 65) running on two instances at once: on
// PostgreSQL two apps with their own pools and hubs on one database run the job together; on
// PGlite, the only instance runs it several times at once. Each booking is reminded once: one
// stored row, one notification, one mail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';
import { sendBookingReminders } from '../../../server/domain/bookings/booking-reminders';
import { grantRole } from '../../../server/features/team/grant-role';
import { insertBooking, postPet, rexProfile } from '../../helpers/factories';
import { registerUser, type RegisteredUser } from '../../helpers/users';
import { startInstances, type Instances } from './app-instances';
import { RACERS, capturingMailer, countRows, race } from './race-kit';

const mail = capturingMailer();
let running: Instances;
let owner: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  running = await startInstances(2, mail.mailer);
  owner = await registerUser(running.instances[0].app);
  const [first] = running.instances;
  trainer = await registerUser(first.app, { isTrainer: true }, { approve: false });
  await grantRole({ db: first.database.db, notifications: first.notifications }, null, trainer.user.id, 'trainer');
});
afterAll(() => running?.close());

describe('the booking reminder job on two instances at once', () => {
  it('reminds once of each booking starting tomorrow: one stored reminder, one notification, one mail', async () => {
    const { instances } = running;
    const { db } = instances[0].database;
    const today = addCalendarDays(calendarDayOf(new Date(), 'UTC'), 2);
    const tomorrow = addCalendarDays(today, 1);
    const at = (day: string, time: string) => instantAt(day, time, 'UTC');
    const pet = await postPet(instances[0].app, owner, { ...rexProfile, name: 'Racer' });
    const common = { petId: pet.id, ownerId: owner.user.id, status: 'confirmed' as const, paymentStatus: 'paid' as const };
    const booked = [
      await insertBooking(db, {
        ...common,
        serviceType: 'boarding',
        startDate: at(tomorrow, '09:00'),
        endDate: at(addCalendarDays(tomorrow, 3), '09:00'),
      }),
      await insertBooking(db, { ...common, serviceType: 'daycare', startDate: at(tomorrow, '10:00'), endDate: at(tomorrow, '17:00') }),
      await insertBooking(db, {
        ...common,
        serviceType: 'training',
        trainerId: trainer.user.id,
        startDate: at(tomorrow, '13:00'),
        endDate: at(tomorrow, '14:00'),
      }),
    ];

    // Every instance starts the job at the same moment, several times over (a slow run overlapping the next one).
    const runs = await race(RACERS, (i) => {
      const instance = instances[i % instances.length];
      return sendBookingReminders({ db: instance.database.db, notifications: instance.notifications }, 'UTC', at(today, '10:05'));
    });
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(3);

    for (const booking of booked) {
      expect(await countRows(db, 'booking_reminders', sql`booking_id = ${booking.id}`)).toBe(1);
      expect(await countRows(db, 'notifications', sql`user_id = ${owner.user.id} and data->>'bookingId' = ${String(booking.id)}`)).toBe(1);
    }
    // Every reminder's e-mail claimed (emailed_at): none is still to be queued.
    await vi.waitFor(
      async () => expect(await countRows(db, 'notifications', sql`user_id = ${owner.user.id} and emailed_at is null`)).toBe(0),
      { timeout: 10_000, interval: 20 },
    );
    const mails = (await mail.withSubject('Reminder: ', db)).filter((message) => message.to === owner.user.email);
    expect(mails.map((message) => message.subject).sort()).toEqual([
      "Reminder: Racer's daycare is tomorrow",
      "Reminder: Racer's stay starts tomorrow",
      "Reminder: Racer's training session tomorrow",
    ]);
  });
});
