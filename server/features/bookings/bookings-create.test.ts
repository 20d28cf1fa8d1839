// POST /api/bookings: the server's rules (decisions.md 3) and what it stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, notifications } from '../../db/schema';
import {
  ADDITIONAL_PETS_TRAINING_MESSAGE,
  DROP_OFF_SLOT_MESSAGE,
  PAST_DATE_MESSAGE,
  PET_TWICE_MESSAGE,
  PICKUP_BEFORE_DROP_OFF_MESSAGE,
  PICKUP_REQUIRED_MESSAGE,
  PICKUP_SLOT_MESSAGE,
  PRIMARY_PET_TWICE_MESSAGE,
  SESSION_SLOT_MESSAGE,
  STAY_TOO_LONG_MESSAGE,
} from './booking-messages';
import {
  BOARDING_DAY_CENTS,
  TRAINING_CENTS,
  at,
  boardingBody,
  ownersBookings,
  spelled,
  storedBooking,
  trainingBody,
} from './booking-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let other: RegisteredUser;
let trainer: RegisteredUser;
let rex: Pet;
let mia: Pet;
let otto: Pet;
let othersPet: Pet;

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  trainer = await t.register({ isTrainer: true });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
  otto = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Otto' });
  othersPet = await postVaccinatedPet(t.app, t.db, other, { ...rexProfile, name: 'Stranger' });
});

describe('POST /api/bookings', () => {
  it('books a boarding stay for two pets at the server price, pending payment', async () => {
    const res = await t.call(
      'POST',
      '/api/bookings',
      owner,
      boardingBody(rex.id, '2027-03-05', '2027-03-07', { additionalPetIds: [mia.id], numPets: 7 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // Two days; the second pet at 15% off: 2 x 8900 + 2 x 7565.
    const expected = 2 * BOARDING_DAY_CENTS + 2 * Math.round(BOARDING_DAY_CENTS * 0.85);
    expect(body).toMatchObject({
      petId: rex.id,
      ownerId: owner.user.id,
      serviceType: 'boarding',
      startDate: at('2027-03-05'),
      endDate: at('2027-03-07'),
      status: 'pending',
      paymentStatus: 'pending',
      totalPrice: expected,
      numPets: 2,
      additionalPetIds: [mia.id],
      trainerId: null,
      notes: null,
      petName: 'Rex',
      additionalPetNames: ['Mia'],
      cancellation: { allowed: true, refundAmount: 0, reason: null },
      payment: null,
    });
    expect(body.priceLines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0)).toBe(expected);
    const stored = await storedBooking(t.db, body.id);
    expect(stored).toMatchObject({
      totalPrice: expected,
      numPets: 2,
      status: 'pending',
      paymentStatus: 'pending',
      additionalPetIds: [mia.id],
    });
  });

  it('takes a stay of exactly 90 days', async () => {
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(otto.id, '2029-01-01', '2029-04-01'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().totalPrice).toBe(90 * BOARDING_DAY_CENTS);
  });

  it('ignores the client price: totalPrice 1 is stored as the computed price', async () => {
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(otto.id, '2027-04-01', '2027-04-01', { totalPrice: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    // Same-day boarding is one day.
    expect(res.json().totalPrice).toBe(BOARDING_DAY_CENTS);
    expect((await storedBooking(t.db, res.json().id)).totalPrice).toBe(BOARDING_DAY_CENTS);
  });

  it("ignores a client's status and payment status: a new booking is always pending", async () => {
    const res = await t.call(
      'POST',
      '/api/bookings',
      owner,
      boardingBody(otto.id, '2027-04-10', '2027-04-11', { status: 'confirmed', paymentStatus: 'paid' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedBooking(t.db, res.json().id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('books a training session: one hour set by the server, a free trainer assigned, flat price', async () => {
    const res = await t.call(
      'POST',
      '/api/bookings',
      owner,
      trainingBody(rex.id, '2027-05-03', '13:00', { endDate: at('2027-05-09', '17:00') }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      serviceType: 'training',
      startDate: at('2027-05-03', '13:00'),
      endDate: at('2027-05-03', '14:00'),
      trainerId: trainer.user.id,
      totalPrice: TRAINING_CENTS,
      numPets: 1,
    });
    expect((await storedBooking(t.db, res.json().id)).trainerId).toBe(trainer.user.id);
  });

  it('tells the owner the booking was made, linking to it', async () => {
    const res = await t.call('POST', '/api/bookings', owner, boardingBody(mia.id, '2027-06-10', '2027-06-12'));
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    const created = rows.find((row) => (row.data as { bookingId?: number } | null)?.bookingId === id);
    expect(created).toMatchObject({ title: 'Boarding stay booked', data: { url: `/bookings?booking=${id}` } });
    expect(created?.message).toContain(spelled('2027-06-10'));
  });

  describe('refuses, storing nothing,', () => {
    const refusals: [string, () => Record<string, unknown>, string, string][] = [
      ['a drop-off in the past', () => boardingBody(rex.id, '2020-03-05', '2020-03-07'), 'startDate', PAST_DATE_MESSAGE],
      [
        'a drop-off off the slots',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { startDate: at('2027-03-05', '09:30') }),
        'startDate',
        DROP_OFF_SLOT_MESSAGE,
      ],
      [
        'a boarding drop-off at 4 PM (training only)',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { startDate: at('2027-03-05', '16:00') }),
        'startDate',
        DROP_OFF_SLOT_MESSAGE,
      ],
      ['a session off the slots', () => trainingBody(rex.id, '2027-03-05', '12:00'), 'startDate', SESSION_SLOT_MESSAGE],
      [
        'a pickup off the slots',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { endDate: at('2027-03-07', '17:00') }),
        'endDate',
        PICKUP_SLOT_MESSAGE,
      ],
      [
        'a boarding stay without a pickup',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { endDate: null }),
        'endDate',
        PICKUP_REQUIRED_MESSAGE,
      ],
      ['a pickup before the drop-off', () => boardingBody(rex.id, '2027-03-07', '2027-03-05'), 'endDate', PICKUP_BEFORE_DROP_OFF_MESSAGE],
      ['a stay longer than 90 days', () => boardingBody(rex.id, '2027-03-05', '2027-06-04'), 'endDate', STAY_TOO_LONG_MESSAGE],
      // The last day a date can have (not on the moved test calendar, which would run past it).
      [
        'a stay of thousands of years',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { endDate: '9999-12-31T09:00:00.000Z' }),
        'endDate',
        STAY_TOO_LONG_MESSAGE,
      ],
      [
        'additional pets on a training session',
        () => trainingBody(rex.id, '2027-03-05', '10:00', { additionalPetIds: [mia.id] }),
        'additionalPetIds',
        ADDITIONAL_PETS_TRAINING_MESSAGE,
      ],
      [
        'the primary pet twice',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { additionalPetIds: [rex.id] }),
        'additionalPetIds',
        PRIMARY_PET_TWICE_MESSAGE,
      ],
      [
        'an additional pet twice',
        () => boardingBody(rex.id, '2027-03-05', '2027-03-07', { additionalPetIds: [mia.id, mia.id] }),
        'additionalPetIds',
        PET_TWICE_MESSAGE,
      ],
    ];
    it.each(refusals)('%s (400)', async (_name, body, field, message) => {
      const before = (await ownersBookings(t.db, owner.user.id)).length;
      const res = await t.call('POST', '/api/bookings', owner, body());
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, details: { [field]: message } });
      expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
    });

    it("someone else's pet as the primary or an additional pet (404)", async () => {
      const before = (await ownersBookings(t.db, owner.user.id)).length;
      for (const body of [
        boardingBody(othersPet.id, '2027-03-05', '2027-03-07'),
        boardingBody(rex.id, '2027-03-05', '2027-03-07', { additionalPetIds: [othersPet.id] }),
      ]) {
        const res = await t.call('POST', '/api/bookings', owner, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'The pet was not found.' });
      }
      expect(await ownersBookings(t.db, owner.user.id)).toHaveLength(before);
      expect(await t.db.select().from(bookings).where(eq(bookings.petId, othersPet.id))).toHaveLength(0);
    });

    it('an archived pet (404)', async () => {
      const gone = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Gone' });
      const first = await t.call('POST', '/api/bookings', owner, boardingBody(gone.id, '2027-07-01', '2027-07-02'));
      expect(first.statusCode).toBe(201);
      // A pet with bookings is archived rather than deleted.
      expect((await t.call('DELETE', `/api/pets/${gone.id}`, owner)).statusCode).toBe(204);
      for (const body of [
        boardingBody(gone.id, '2027-08-01', '2027-08-02'),
        boardingBody(rex.id, '2027-08-01', '2027-08-02', { additionalPetIds: [gone.id] }),
      ]) {
        const res = await t.call('POST', '/api/bookings', owner, body);
        expect(res.statusCode).toBe(404);
      }
      expect(
        await t.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.petId, gone.id))),
      ).toHaveLength(1);
    });

    it('a request signed out (401)', async () => {
      const res = await t.call('POST', '/api/bookings', undefined, boardingBody(rex.id, '2027-03-05', '2027-03-07'));
      expect(res.statusCode).toBe(401);
    });

    it('unknown fields and malformed values (400)', async () => {
      const unknown = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, '2027-03-05', '2027-03-07', { discount: 100 }));
      expect(unknown.statusCode).toBe(400);
      const badDate = await t.call(
        'POST',
        '/api/bookings',
        owner,
        boardingBody(rex.id, '2027-03-05', '2027-03-07', { startDate: 'tomorrow' }),
      );
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().details).toHaveProperty('startDate');
      const badService = await t.call(
        'POST',
        '/api/bookings',
        owner,
        boardingBody(rex.id, '2027-03-05', '2027-03-07', { serviceType: 'grooming' }),
      );
      expect(badService.statusCode).toBe(400);
      expect(badService.json().details).toHaveProperty('serviceType');
    });
  });
});
