// The waitlist (issue 30, item 5; decisions.md 67): with boarding capacity 2 a third owner waits,
// a cancellation offers them the place (notification with the entry, mail by preference), the
// place is held for them against anyone else, and they book it within the hold; an unclaimed hold
// expires (a clock injected into the offers) and passes to the next; a trainer's full slot works the
// same; a capacity increase frees places too; nobody reads, leaves or claims another's entry.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Pet } from '../../../../common/pet-schemas';
import {
  ALREADY_WAITING_MESSAGE,
  HOLD_OVER_MESSAGE,
  NOT_OFFERED_MESSAGE,
  THERE_IS_ROOM_MESSAGE,
} from '../../../../common/waitlist-schemas';
import { postVaccinatedPet, rexProfile } from '../../../../tests/helpers/factories';
import { useTestApp } from '../../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../../tests/helpers/users';
import { businessSettings, mailQueue, notifications, waitlistEntries } from '../../../db/schema';
import { BOARDING_DAY_CENTS, at, boardingBody, day, spelled, storedBooking, trainingBody } from '../booking-test-kit';
import { offerFreedPlaces } from './waitlist-offers';

const t = useTestApp({ env: { BOARDING_CAPACITY: '2' } });
const HOUR_MS = 3_600_000;

let owners: RegisteredUser[];
let pets: Pet[];
let trainer: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
  owners = [];
  pets = [];
  for (let i = 0; i < 5; i++) {
    const owner = await t.register();
    owners.push(owner);
    pets.push(await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: `Pet ${i}` }));
  }
  trainer = await t.register({ isTrainer: true, firstName: 'Dana', lastName: 'Reyes' });
  admin = await t.register({}, { roles: ['admin'] });
});

const boardingWait = (i: number, from: string, to: string) => ({
  serviceType: 'boarding',
  petIds: [pets[i].id],
  startDate: at(from),
  endDate: at(to),
});

async function entry(id: number) {
  const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

const waitForStatus = (id: number, status: string) =>
  vi.waitFor(async () => expect((await entry(id)).status).toBe(status), { timeout: 10_000, interval: 20 });

/** Owners 0 and 1 take both places of the night `from` -> `to`; answers their bookings' ids. */
async function fillNight(from: string, to: string): Promise<number[]> {
  const ids: number[] = [];
  for (const i of [0, 1]) {
    const res = await t.call('POST', '/api/bookings', owners[i], boardingBody(pets[i].id, from, to));
    expect(res.statusCode).toBe(201);
    ids.push(res.json().id);
  }
  return ids;
}

async function join(i: number, body: Record<string, unknown>): Promise<number> {
  const res = await t.call('POST', '/api/waitlist', owners[i], body);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const cancel = async (i: number, bookingId: number) =>
  expect((await t.call('PATCH', `/api/bookings/${bookingId}`, owners[i], { status: 'cancelled' })).statusCode).toBe(200);

describe('a full boarding night', () => {
  it('offers the freed place to the first waiting, holds it against others, and books it on claim', async () => {
    const [first] = await fillNight('2029-03-05', '2029-03-06');
    expect((await t.call('POST', '/api/bookings', owners[2], boardingBody(pets[2].id, '2029-03-05', '2029-03-06'))).statusCode).toBe(409);

    const joined = await t.call('POST', '/api/waitlist', owners[2], boardingWait(2, '2029-03-05', '2029-03-06'));
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({
      serviceType: 'boarding',
      petIds: [pets[2].id],
      petNames: ['Pet 2'],
      status: 'waiting',
      heldUntil: null,
    });
    const waitId: number = joined.json().id;
    const again = await t.call('POST', '/api/waitlist', owners[2], boardingWait(2, '2029-03-05', '2029-03-06'));
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_WAITING_MESSAGE]);
    const behind = await join(3, boardingWait(3, '2029-03-05', '2029-03-06'));
    expect((await t.call('POST', `/api/waitlist/${waitId}/claim`, owners[2])).json().message).toBe(NOT_OFFERED_MESSAGE);

    await cancel(0, first);
    await waitForStatus(waitId, 'offered');
    const offered = await entry(waitId);
    expect(offered.heldUntil!.getTime() - offered.offeredAt!.getTime()).toBe(2 * HOUR_MS);
    expect((await entry(behind)).status).toBe('waiting');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owners[2].user.id), sql`${notifications.data}->>'waitlistId' = ${String(waitId)}`));
    expect(notice).toMatchObject({ category: 'bookings', data: { waitlistId: waitId, url: `/bookings?waitlist=${waitId}` } });
    expect(notice.message).toBe(
      `A place opened for a boarding stay for Pet 2 on ${spelled('2029-03-05')} at 9:00 AM. It is held for you until ` +
        `${offered.heldUntil!.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} at ` +
        `${offered.heldUntil!.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}; book it on your bookings page.`,
    );
    await vi.waitFor(
      async () =>
        expect(
          await t.db
            .select()
            .from(mailQueue)
            .where(and(eq(mailQueue.recipient, owners[2].user.email), eq(mailQueue.subject, notice.title))),
        ).toHaveLength(1),
      { timeout: 10_000, interval: 20 },
    );
    const mine = await t.call('GET', '/api/waitlist', owners[2]);
    expect(mine.json()).toEqual([expect.objectContaining({ id: waitId, status: 'offered', heldUntil: offered.heldUntil!.toISOString() })]);

    // The held place is not anyone else's: the fourth owner cannot book it directly.
    const taken = await t.call('POST', '/api/bookings', owners[4], boardingBody(pets[4].id, '2029-03-05', '2029-03-06'));
    expect(taken.statusCode).toBe(409);
    // Daycare has places of its own (2 here): the held boarding place takes none of them.
    for (const i of [3, 4]) {
      const daycare = await t.call('POST', '/api/bookings', owners[i], {
        ...boardingBody(pets[i].id, '2029-03-05', '2029-03-05'),
        serviceType: 'daycare',
        startDate: at('2029-03-05', '09:00'),
        endDate: at('2029-03-05', '15:00'),
      });
      expect(daycare.statusCode, daycare.body).toBe(201);
    }
    // The staff's day board lists who waits that day, in order.
    const board = await t.call('GET', `/api/admin/day?date=${day('2029-03-05')}`, admin);
    expect(board.json().waitlist.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
      [waitId, 'offered'],
      [behind, 'waiting'],
    ]);

    const claimed = await t.call('POST', `/api/waitlist/${waitId}/claim`, owners[2]);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json()).toMatchObject({ status: 'pending', paymentStatus: 'pending', totalPrice: BOARDING_DAY_CENTS });
    const booking = await storedBooking(t.db, claimed.json().id);
    expect(booking).toMatchObject({ ownerId: owners[2].user.id, petId: pets[2].id, totalPrice: BOARDING_DAY_CENTS, status: 'pending' });
    expect(await entry(waitId)).toMatchObject({ status: 'claimed', bookingId: booking.id });
    const twice = await t.call('POST', `/api/waitlist/${waitId}/claim`, owners[2]);
    expect([twice.statusCode, twice.json().message]).toEqual([409, HOLD_OVER_MESSAGE]);
    // The one behind stops waiting (else the capacity increase below would offer them this night).
    expect((await t.call('DELETE', `/api/waitlist/${behind}`, owners[3])).statusCode).toBe(204);
  });

  it('refuses to wait when there is room, and bad requests with 400 naming the field', async () => {
    const room = await t.call('POST', '/api/waitlist', owners[2], boardingWait(2, '2029-03-12', '2029-03-13'));
    expect([room.statusCode, room.json().message]).toEqual([409, THERE_IS_ROOM_MESSAGE]);
    for (const [body, field] of [
      [{ ...boardingWait(2, '2029-03-12', '2029-03-13'), serviceType: 'daycare' }, 'serviceType'],
      [{ ...boardingWait(2, '2029-03-12', '2029-03-13'), petIds: [] }, 'petIds'],
      [{ ...boardingWait(2, '2029-03-12', '2029-03-13'), startDate: 'soon' }, 'startDate'],
      [{ ...boardingWait(2, '2029-03-12', '2029-03-13'), startDate: at('2029-03-12', '03:00') }, 'startDate'],
      [{ ...boardingWait(2, '2029-03-12', '2029-03-13'), trainerId: trainer.user.id }, 'trainerId'],
    ] as const) {
      const res = await t.call('POST', '/api/waitlist', owners[2], body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toContain(field);
    }
    // Another owner's pet is not found.
    expect((await t.call('POST', '/api/waitlist', owners[3], boardingWait(2, '2029-03-12', '2029-03-13'))).statusCode).toBe(404);
    expect(
      await t.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.startDate, new Date(at('2029-03-12')))),
    ).toEqual([]);
  });

  it('passes an unclaimed hold to the next waiting once it expires', async () => {
    const [first] = await fillNight('2029-03-19', '2029-03-20');
    const firstWait = await join(2, boardingWait(2, '2029-03-19', '2029-03-20'));
    const secondWait = await join(3, boardingWait(3, '2029-03-19', '2029-03-20'));
    await cancel(0, first);
    await waitForStatus(firstWait, 'offered');
    const heldUntil = (await entry(firstWait)).heldUntil!;

    // A minute before the end nothing changes; after it, the next person is offered the place.
    expect(await offerFreedPlaces(deps(), new Date(heldUntil.getTime() - 60_000))).toBe(0);
    expect((await entry(firstWait)).status).toBe('offered');
    const later = new Date(heldUntil.getTime() + 60_000);
    expect(await offerFreedPlaces(deps(), later)).toBe(1);
    expect((await entry(firstWait)).status).toBe('expired');
    expect(await entry(secondWait)).toMatchObject({ status: 'offered', heldUntil: new Date(later.getTime() + 2 * HOUR_MS) });
    const late = await t.call('POST', `/api/waitlist/${firstWait}/claim`, owners[2]);
    expect([late.statusCode, late.json().message]).toEqual([409, HOLD_OVER_MESSAGE]);
    expect((await t.call('GET', '/api/waitlist', owners[2])).json().find((row: { id: number }) => row.id === firstWait)).toMatchObject({
      status: 'expired',
      heldUntil: null,
    });
    expect((await t.call('POST', `/api/waitlist/${secondWait}/claim`, owners[3])).statusCode).toBe(201);
  });

  it('offers places a capacity increase frees', async () => {
    await fillNight('2029-03-26', '2029-03-27');
    const waitId = await join(2, boardingWait(2, '2029-03-26', '2029-03-27'));
    const settings = (await t.call('GET', '/api/admin/settings', admin)).json();
    const raised = await t.call('PUT', '/api/admin/settings', admin, { version: settings.version, boardingCapacity: 3 });
    expect(raised.statusCode).toBe(200);
    await waitForStatus(waitId, 'offered');
    // The held place counts: capacity cannot go back below it until the holder leaves.
    const lower = { version: raised.json().version, boardingCapacity: 2 };
    expect((await t.call('PUT', '/api/admin/settings', admin, lower)).statusCode).toBe(400);
    expect((await t.call('DELETE', `/api/waitlist/${waitId}`, owners[2])).statusCode).toBe(204);
    expect((await entry(waitId)).status).toBe('cancelled');
    const lowered = await t.call('PUT', '/api/admin/settings', admin, lower);
    expect([lowered.statusCode, lowered.json().message]).toEqual([200, undefined]);
  });
});

const deps = () => ({ db: t.db, config: t.config, notifications: t.notifications });

describe("a trainer's full slot", () => {
  it('is offered to the first waiting for that trainer and held against a direct booking', async () => {
    const session = await t.call('POST', '/api/bookings', owners[0], trainingBody(pets[0].id, '2029-04-02', '10:00'));
    expect(session.json().trainerId ?? (await storedBooking(t.db, session.json().id)).trainerId).toBe(trainer.user.id);
    expect((await t.call('POST', '/api/bookings', owners[2], trainingBody(pets[2].id, '2029-04-02', '10:00'))).statusCode).toBe(409);
    const waitBody = (i: number, extra: Record<string, unknown> = {}) => ({
      serviceType: 'training',
      petIds: [pets[i].id],
      startDate: at('2029-04-02', '10:00'),
      endDate: at('2029-04-02', '10:00'),
      ...extra,
    });
    const tooMany = await t.call('POST', '/api/waitlist', owners[2], { ...waitBody(2), petIds: [pets[2].id, pets[3].id] });
    expect(tooMany.statusCode).toBe(400);
    const waitId = await join(2, waitBody(2, { trainerId: trainer.user.id }));
    expect((await entry(waitId)).endDate).toEqual(new Date(new Date(at('2029-04-02', '10:00')).getTime() + HOUR_MS));
    const behind = await join(3, waitBody(3));

    await cancel(0, session.json().id);
    await waitForStatus(waitId, 'offered');
    expect(await entry(waitId)).toMatchObject({ heldTrainerId: trainer.user.id });
    expect((await entry(behind)).status).toBe('waiting');
    const availability = await t.call(
      'GET',
      `/api/bookings/availability?serviceType=training&from=${day('2029-04-02')}&to=${day('2029-04-02')}`,
      owners[4],
    );
    expect(availability.json().unavailableTrainingSlots).toContain(at('2029-04-02', '10:00'));
    expect((await t.call('POST', '/api/bookings', owners[4], trainingBody(pets[4].id, '2029-04-02', '10:00'))).statusCode).toBe(409);
    // Naming the held trainer does not get round the hold either.
    const named = await t.call('POST', '/api/bookings', owners[4], {
      ...trainingBody(pets[4].id, '2029-04-02', '10:00'),
      trainerId: trainer.user.id,
    });
    expect([named.statusCode, named.json().message]).toEqual([409, expect.stringContaining('is already booked at that time')]);

    const claimed = await t.call('POST', `/api/waitlist/${waitId}/claim`, owners[2]);
    expect(claimed.statusCode).toBe(201);
    expect(await storedBooking(t.db, claimed.json().id)).toMatchObject({
      serviceType: 'training',
      trainerId: trainer.user.id,
      ownerId: owners[2].user.id,
    });
  });
});

describe("another owner's entry", () => {
  it('is not found to read, leave or claim; its owner leaves it', async () => {
    await fillNight('2029-04-09', '2029-04-10');
    const waitId = await join(2, boardingWait(2, '2029-04-09', '2029-04-10'));
    expect((await t.call('GET', '/api/waitlist', owners[3])).json().map((row: { id: number }) => row.id)).not.toContain(waitId);
    expect((await t.call('DELETE', `/api/waitlist/${waitId}`, owners[3])).statusCode).toBe(404);
    expect((await t.call('POST', `/api/waitlist/${waitId}/claim`, owners[3])).statusCode).toBe(404);
    expect((await entry(waitId)).status).toBe('waiting');
    expect((await t.call('DELETE', `/api/waitlist/${waitId}`, trainer)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/waitlist/abc', owners[2])).statusCode).toBe(400);

    expect((await t.call('DELETE', `/api/waitlist/${waitId}`, owners[2])).statusCode).toBe(204);
    expect((await entry(waitId)).status).toBe('cancelled');
  });
});

describe('the hold', () => {
  it('lasts the hours the admin sets, and settings saved before it existed read as 2 hours', async () => {
    const read = (await t.call('GET', '/api/admin/settings', admin)).json();
    expect(read.waitlistHoldHours).toBe(2);
    expect((await t.call('PUT', '/api/admin/settings', admin, { version: read.version, waitlistHoldHours: 0 })).statusCode).toBe(400);
    const changed = await t.call('PUT', '/api/admin/settings', admin, { version: read.version, waitlistHoldHours: 3 });
    expect(changed.statusCode, changed.body).toBe(200);

    const [first] = await fillNight('2029-04-16', '2029-04-17');
    const waitId = await join(2, boardingWait(2, '2029-04-16', '2029-04-17'));
    await cancel(0, first);
    await waitForStatus(waitId, 'offered');
    const offered = await entry(waitId);
    expect(offered.heldUntil!.getTime() - offered.offeredAt!.getTime()).toBe(3 * HOUR_MS);

    // A row written before the field existed (a new version, as every change of the row is: decisions.md 89).
    const [row] = await t.db.select().from(businessSettings);
    const { waitlistHoldHours: _dropped, ...older } = row.settings;
    await t.db
      .update(businessSettings)
      .set({ version: row.version + 1, settings: older as typeof row.settings })
      .where(eq(businessSettings.id, row.id));
    expect((await t.call('GET', '/api/business')).json().waitlistHoldHours).toBe(2);
  });
});
