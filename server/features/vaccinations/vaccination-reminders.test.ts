// The daily vaccination job: reminders 30 and 7 days ahead and on the day, each once however many
// times (or instances) it runs, and upcoming bookings the records no longer cover flagged.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertBooking, postPet, rexProfile, vaccinatePet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, notifications, vaccinationReminders, vaccinations } from '../../db/schema';
import { runVaccinationReminders } from './vaccination-reminders';
import { DEFAULT_REQUIRED_VACCINES } from '../../../common/business-settings';

const t = useTestApp();
const NOW = new Date('2030-06-01T12:00:00Z');
const run = (now = NOW) =>
  runVaccinationReminders(
    { db: t.db, notifications: t.notifications },
    { policy: 'enforce', required: DEFAULT_REQUIRED_VACCINES, verification: 'accept' },
    now,
    'UTC',
  );

let owner: RegisteredUser;
beforeAll(async () => {
  owner = await t.register();
});

const noticesTitled = async (title: string, petId?: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, title)))
  ).filter((row) => petId === undefined || row.data?.petId === petId);

async function dogWithRabiesExpiring(name: string, expiresOn: string) {
  const pet = await postPet(t.app, owner, { ...rexProfile, name });
  const [record] = await t.db
    .insert(vaccinations)
    .values({ petId: pet.id, vaccine: 'rabies', givenOn: '2029-06-01', expiresOn })
    .returning();
  return { pet, record };
}

describe('expiry reminders', () => {
  it('reminds 30 days ahead, 7 days ahead and on the day, once each, and only about the newest record', async () => {
    const in30 = await dogWithRabiesExpiring('Thirty', '2030-07-01');
    const in4 = await dogWithRabiesExpiring('Four', '2030-06-05');
    const today = await dogWithRabiesExpiring('Today', '2030-06-01');
    const later = await dogWithRabiesExpiring('Later', '2030-07-02');
    const renewed = await dogWithRabiesExpiring('Renewed', '2030-06-03');
    await t.db.insert(vaccinations).values({ petId: renewed.pet.id, vaccine: 'rabies', givenOn: '2030-05-20', expiresOn: '2033-05-20' });

    const first = await run();
    expect(first.reminders).toBe(3);
    const soon = await noticesTitled('Vaccination due soon');
    expect(soon.map((row) => row.data?.petId).sort()).toEqual([in30.pet.id, in4.pet.id].sort());
    expect(soon.find((row) => row.data?.petId === in30.pet.id)).toMatchObject({
      type: 'warning',
      category: 'bookings',
      message:
        "Thirty's Rabies vaccination expires on July 1, 2030. Book the booster and add the new record to keep stays and sessions bookable.",
      data: { url: `/pets/${in30.pet.id}` },
    });
    expect(await noticesTitled('Vaccination expires today', today.pet.id)).toHaveLength(1);
    expect(await noticesTitled('Vaccination due soon', later.pet.id)).toHaveLength(0);
    expect(await noticesTitled('Vaccination due soon', renewed.pet.id)).toHaveLength(0);

    expect((await run()).reminders).toBe(0);
    expect(await noticesTitled('Vaccination due soon')).toHaveLength(2);

    // 25 days on, the 30-day record is 5 days from expiry: its 7-day reminder, once.
    const later25 = new Date('2030-06-26T12:00:00Z');
    await run(later25);
    await run(later25);
    expect(await noticesTitled('Vaccination due soon', in30.pet.id)).toHaveLength(2);
    const kinds = await t.db.select().from(vaccinationReminders).where(eq(vaccinationReminders.vaccinationId, in30.record.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['due_in_30_days', 'due_in_7_days']);
  });

  it('sends each reminder once when two runs overlap (two instances)', async () => {
    const { pet } = await dogWithRabiesExpiring('Overlap', '2031-01-05');
    const day = new Date('2031-01-01T08:00:00Z');
    const results = await Promise.all([run(day), run(day), run(day)]);
    expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBeGreaterThanOrEqual(1);
    expect(await noticesTitled('Vaccination due soon', pet.id)).toHaveLength(1);
  });
});

describe('bookings the records no longer cover', () => {
  it('flags an upcoming stay whose pet’s vaccine lapses before it ends, tells the owner once, and clears it once fixed', async () => {
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Stayer' });
    await vaccinatePet(t.db, pet);
    const [dhpp] = await t.db
      .select()
      .from(vaccinations)
      .where(and(eq(vaccinations.petId, pet.id), eq(vaccinations.vaccine, 'dhpp')));
    await t.db.update(vaccinations).set({ expiresOn: '2032-03-03' }).where(eq(vaccinations.id, dhpp.id));
    const booking = await insertBooking(t.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      startDate: new Date('2032-03-01T09:00:00Z'),
      endDate: new Date('2032-03-05T09:00:00Z'),
      status: 'pending',
      paymentStatus: 'pending',
    });
    const day = new Date('2032-02-01T08:00:00Z');

    expect((await run(day)).flaggedBookings).toBeGreaterThanOrEqual(1);
    const [flagged] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(flagged.vaccinationWarnings).toEqual(['Stayer needs a DHPP vaccination valid through March 5, 2032.']);
    const told = (await noticesTitled('A booking needs a vaccination')).filter((row) => row.data?.bookingId === booking.id);
    expect(told).toHaveLength(1);
    expect(told[0].message).toBe(
      'Your booking starting March 1, 2032 is at risk: Stayer needs a DHPP vaccination valid through March 5, 2032.',
    );

    await run(day);
    expect((await noticesTitled('A booking needs a vaccination')).filter((row) => row.data?.bookingId === booking.id)).toHaveLength(1);

    await t.db.insert(vaccinations).values({ petId: pet.id, vaccine: 'dhpp', givenOn: '2032-01-20', expiresOn: '2035-01-20' });
    await run(day);
    const [fixed] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(fixed.vaccinationWarnings).toBeNull();
  });
});
