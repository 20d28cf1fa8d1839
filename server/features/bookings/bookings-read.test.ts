// GET /api/bookings (filters, paging) and GET /api/bookings/:id: only the caller's bookings.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { at, boardingBody, trainingBody } from './booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let other: RegisteredUser;
let trainer: RegisteredUser;
let rex: Pet;
let mia: Pet;
let othersPet: Pet;
const ids: Record<string, number> = {};

const post = async (body: Record<string, unknown>, who: RegisteredUser = owner) => {
  const res = await t.call('POST', '/api/bookings', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const idsOf = (res: { json(): { id: number }[] }) => res.json().map((booking) => booking.id);

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  trainer = await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
  othersPet = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Stranger' });
  ids.later = await post(boardingBody(rex.id, '2029-05-01', '2029-05-03'));
  ids.sooner = await post(trainingBody(mia.id, '2029-04-01', '09:00'));
  ids.both = await post(boardingBody(mia.id, '2029-06-01', '2029-06-02', { additionalPetIds: [rex.id] }));
  ids.cancelled = await post(boardingBody(rex.id, '2029-07-01', '2029-07-02'));
  expect((await t.call('PATCH', `/api/bookings/${ids.cancelled}`, owner, { status: 'cancelled' })).statusCode).toBe(200);
  // Past bookings cannot be made through the API; they are rows from an earlier time.
  const ended = await insertBooking(t.db, {
    petId: rex.id,
    ownerId: owner.user.id,
    serviceType: 'boarding',
    status: 'confirmed',
    paymentStatus: 'paid',
    startDate: new Date('2020-01-01T09:00:00Z'),
    endDate: new Date('2020-01-03T09:00:00Z'),
  });
  ids.ended = ended.id;
  ids.others = await post(boardingBody(othersPet.id, '2029-05-01', '2029-05-03'), other);
});

describe('GET /api/bookings', () => {
  it("lists only the caller's bookings, with pet names", async () => {
    const res = await t.call('GET', '/api/bookings', owner);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res).sort()).toEqual([ids.later, ids.sooner, ids.both, ids.cancelled, ids.ended].sort());
    const both = res.json().find((booking: { id: number }) => booking.id === ids.both);
    expect(both).toMatchObject({ petName: 'Mia', additionalPetNames: ['Rex'], numPets: 2 });
  });

  it('upcoming: not ended and not cancelled, soonest first', async () => {
    const res = await t.call('GET', '/api/bookings?when=upcoming', owner);
    expect(idsOf(res)).toEqual([ids.sooner, ids.later, ids.both]);
  });

  it('past: ended or cancelled, latest first', async () => {
    const res = await t.call('GET', '/api/bookings?when=past', owner);
    expect(idsOf(res)).toEqual([ids.cancelled, ids.ended]);
  });

  it('petId: the bookings the pet is in, as the primary or an additional pet', async () => {
    const res = await t.call('GET', `/api/bookings?petId=${mia.id}`, owner);
    expect(idsOf(res)).toEqual([ids.sooner, ids.both]);
    const upcomingForRex = await t.call('GET', `/api/bookings?petId=${rex.id}&when=upcoming`, owner);
    expect(idsOf(upcomingForRex)).toEqual([ids.later, ids.both]);
  });

  it("another user's petId gives an empty list", async () => {
    const res = await t.call('GET', `/api/bookings?petId=${othersPet.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('pages with limit and X-Next-Cursor', async () => {
    const first = await t.call('GET', '/api/bookings?when=upcoming&limit=2', owner);
    expect(idsOf(first)).toEqual([ids.sooner, ids.later]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBe(String(ids.later));
    const second = await t.call('GET', `/api/bookings?when=upcoming&limit=2&cursor=${cursor}`, owner);
    expect(idsOf(second)).toEqual([ids.both]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    // Another user's booking as the cursor leaks nothing.
    const foreign = await t.call('GET', `/api/bookings?cursor=${ids.others}`, owner);
    expect(foreign.json()).toEqual([]);
  });

  it('refuses bad filters (400) and signed-out callers (401)', async () => {
    expect((await t.call('GET', '/api/bookings?when=soon', owner)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/bookings?petId=abc', owner)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/bookings?limit=0', owner)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/bookings?pet=1', owner)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/bookings?petId=0x10', owner)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/bookings', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/bookings/:id', () => {
  it('answers the owner with the booking, its price lines and cancellation terms', async () => {
    const res = await t.call('GET', `/api/bookings/${ids.later}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.later,
      petName: 'Rex',
      startDate: at('2029-05-01'),
      endDate: at('2029-05-03'),
      totalPrice: 17800,
      cancellation: { allowed: true, refundAmount: 0, reason: null },
      payment: null,
    });
    const ended = await t.call('GET', `/api/bookings/${ids.ended}`, owner);
    expect(ended.json().cancellation).toEqual({
      allowed: false,
      refundAmount: 0,
      feeAmount: 0,
      feeKind: null,
      feeLabel: null,
      reason: 'This booking has already ended.',
    });
  });

  it('lets the assigned trainer read a training booking', async () => {
    const res = await t.call('GET', `/api/bookings/${ids.sooner}`, trainer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.sooner, trainerId: trainer.user.id });
    expect((await t.call('GET', `/api/bookings/${ids.later}`, trainer)).statusCode).toBe(404);
  });

  it("is 404 for another user's booking or a missing one, 400 for a bad id, 401 signed out", async () => {
    const foreign = await t.call('GET', `/api/bookings/${ids.others}`, owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'The booking was not found.' });
    expect((await t.call('GET', '/api/bookings/999999', owner)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/bookings/abc', owner)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/bookings/${ids.later}`, undefined)).statusCode).toBe(401);
  });
});
