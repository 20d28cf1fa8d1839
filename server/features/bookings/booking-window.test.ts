// Issue 27, item 13: a booking in the year 9999 was accepted. The business takes bookings up to
// its booking window ahead (a setting, 18 months by default); beyond it a booking answers 400
// naming the last date accepted. Settings saved before the window existed read as 18 months.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCalendarMonths, formatCalendarDay } from '../../../common/booking-window';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { businessSettings } from '../../db/schema';

// The business's own default, not the test helper's long window.
const t = useTestApp({ env: { BOOKING_WINDOW_MONTHS: '18' } });
let owner: RegisteredUser;
let admin: RegisteredUser;
let rex: Pet;
beforeAll(async () => {
  owner = await t.register();
  admin = await t.register({}, { roles: ['admin'] });
  await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

/** A training session at 10:00 UTC (the test process's zone is the business zone) on `day`. */
const training = (day: string) => ({
  petId: rex.id,
  serviceType: 'training',
  startDate: `${day}T10:00:00.000Z`,
  endDate: `${day}T11:00:00.000Z`,
  numPets: 1,
  additionalPetIds: [],
});
const book = (day: string) => t.call('POST', '/api/bookings', owner, training(day));
const today = () => calendarDayOf(new Date(), 'UTC');
const windowMessage = (months: number, lastDay: string) =>
  `Bookings are taken up to ${months} months ahead: please choose a date on or before ${formatCalendarDay(lastDay)}.`;

describe('the booking window', () => {
  it('refuses a booking in the year 9999 with a 400 naming the last date accepted, and stores nothing', async () => {
    const lastDay = addCalendarMonths(today(), 18);
    const res = await book('9999-06-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: windowMessage(18, lastDay), details: { startDate: windowMessage(18, lastDay) } });
    expect((await t.call('GET', '/api/bookings', owner)).json()).toHaveLength(0);
  });

  it('takes a booking on the last day of the window and refuses the day after', async () => {
    const lastDay = addCalendarMonths(today(), 18);
    const after = await book(addCalendarDays(lastDay, 1));
    expect(after.statusCode).toBe(400);
    expect(after.json().details.startDate).toContain(formatCalendarDay(lastDay));
    const onLastDay = await book(lastDay);
    expect(onLastDay.statusCode, onLastDay.body).toBe(201);
  });

  it('is a business setting the admin changes, and old settings without it read as 18 months', async () => {
    const read = (await t.call('GET', '/api/admin/settings', admin)).json();
    expect(read.bookingWindowMonths).toBe(18);
    const changed = await t.call('PUT', '/api/admin/settings', admin, { version: read.version, bookingWindowMonths: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    const farDay = addCalendarMonths(today(), 3);
    expect((await book(farDay)).json().message).toBe(windowMessage(2, addCalendarMonths(today(), 2)));
    expect(
      (await t.call('PUT', '/api/admin/settings', admin, { version: changed.json().version, bookingWindowMonths: 0 })).statusCode,
    ).toBe(400);

    // A row written before the field existed (a new version, as every change of the row is: decisions.md 89).
    const [row] = await t.db.select().from(businessSettings);
    const { bookingWindowMonths: _dropped, ...older } = row.settings;
    await t.db
      .update(businessSettings)
      .set({ version: row.version + 1, settings: older as typeof row.settings })
      .where(eq(businessSettings.id, row.id));
    expect((await t.call('GET', '/api/business')).json().bookingWindowMonths).toBe(18);
    expect((await book(farDay)).statusCode).toBe(201);
  });
});

describe('addCalendarMonths', () => {
  it('adds months and keeps the day, or the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-11-27', 18)).toBe('2028-05-27');
    expect(addCalendarMonths('2027-08-31', 18)).toBe('2029-02-28');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});
