// GET /api/admin/bookings (decisions.md 61): staff and admins search every booking by the days it
// overlaps, service, status, payment, and owner or pet name; newest start first, paged by cursor.
// Owners and trainers get 403; bad filters are 400.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let olive: RegisteredUser;
let bruno: RegisteredUser;
let trainer: RegisteredUser;
let staff: RegisteredUser;
let admin: RegisteredUser;
let rex: Pet;
let mia: Pet;
let luna: Pet;
const ids = { boarding: 0, daycare: 0, training: 0, earlier: 0 };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  [olive, bruno, trainer] = await Promise.all([
    t.register({ firstName: 'Olive', lastName: 'Stone' }),
    t.register({ firstName: 'Bruno', lastName: 'Park', username: `bruno_${Date.now()}` }),
    t.register({ firstName: 'Tess', lastName: 'Trainer', isTrainer: true }),
  ]);
  staff = await t.register({}, { roles: ['staff'] });
  admin = await t.register({}, { roles: ['admin'] });
  rex = await postPet(t.app, olive, rexProfile);
  mia = await postPet(t.app, olive, { ...rexProfile, name: 'Mia' });
  luna = await postPet(t.app, bruno, { ...rexProfile, name: 'Luna' });
  const base = { ownerId: olive.user.id, petId: rex.id };
  ids.boarding = (
    await insertBooking(t.db, {
      ...base,
      serviceType: 'boarding',
      status: 'confirmed',
      paymentStatus: 'paid',
      startDate: at('2030-03-01T09:00:00Z'),
      endDate: at('2030-03-04T09:00:00Z'),
    })
  ).id;
  ids.daycare = (
    await insertBooking(t.db, {
      ...base,
      additionalPetIds: [mia.id],
      numPets: 2,
      serviceType: 'daycare',
      status: 'pending',
      paymentStatus: 'pending',
      startDate: at('2030-03-10T09:00:00Z'),
      endDate: at('2030-03-10T17:00:00Z'),
    })
  ).id;
  ids.training = (
    await insertBooking(t.db, {
      ownerId: bruno.user.id,
      petId: luna.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      status: 'cancelled',
      paymentStatus: 'refunded',
      startDate: at('2030-03-10T14:00:00Z'),
      endDate: at('2030-03-10T15:00:00Z'),
    })
  ).id;
  ids.earlier = (
    await insertBooking(t.db, {
      ownerId: bruno.user.id,
      petId: luna.id,
      serviceType: 'boarding',
      status: 'completed',
      paymentStatus: 'paid',
      startDate: at('2030-02-20T09:00:00Z'),
      endDate: at('2030-03-01T10:00:00Z'),
    })
  ).id;
});

const list = (query = '', who: RegisteredUser | null = staff) => t.call('GET', `/api/admin/bookings${query}`, who ?? undefined);
const idsOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }[]).map((row) => row.id);
};

describe('GET /api/admin/bookings', () => {
  it('lists every booking, newest start first, with owner, pets and trainer', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((row: { id: number }) => row.id)).toEqual([ids.training, ids.daycare, ids.boarding, ids.earlier]);
    expect(rows[1]).toEqual({
      id: ids.daycare,
      startDate: '2030-03-10T09:00:00.000Z',
      endDate: '2030-03-10T17:00:00.000Z',
      serviceType: 'daycare',
      status: 'pending',
      paymentStatus: 'pending',
      totalPrice: 7500,
      owner: { id: olive.user.id, name: 'Olive Stone', username: olive.user.username },
      pets: [
        { id: rex.id, name: 'Rex' },
        { id: mia.id, name: 'Mia' },
      ],
      trainerName: null,
    });
    expect(rows[0]).toMatchObject({ trainerName: 'Tess Trainer', owner: { name: 'Bruno Park' }, pets: [{ name: 'Luna' }] });
    expect((await list('', admin)).statusCode).toBe(200);
  });

  it('filters by the days a booking overlaps, in the business time zone', async () => {
    expect(await idsOf('?from=2030-03-01&to=2030-03-01')).toEqual([ids.boarding, ids.earlier]);
    expect(await idsOf('?from=2030-03-02&to=2030-03-09')).toEqual([ids.boarding]);
    expect(await idsOf('?from=2030-03-05')).toEqual([ids.training, ids.daycare]);
    expect(await idsOf('?to=2030-02-28')).toEqual([ids.earlier]);
  });

  it('filters by service, status and payment', async () => {
    expect(await idsOf('?service=daycare')).toEqual([ids.daycare]);
    expect(await idsOf('?status=cancelled')).toEqual([ids.training]);
    expect(await idsOf('?status=completed&service=boarding')).toEqual([ids.earlier]);
    expect(await idsOf('?payment=paid')).toEqual([ids.boarding, ids.earlier]);
    expect(await idsOf('?status=checked_in')).toEqual([]);
  });

  it("searches the owner's name or username and every pet's name, ignoring case and blanks", async () => {
    expect(await idsOf('?q=%20%20mia%20')).toEqual([ids.daycare]);
    expect(await idsOf('?q=olive')).toEqual([ids.daycare, ids.boarding]);
    expect(await idsOf('?q=STONE')).toEqual([ids.daycare, ids.boarding]);
    expect(await idsOf(`?q=${bruno.user.username.toUpperCase()}`)).toEqual([ids.training, ids.earlier]);
    expect(await idsOf('?q=luna&service=boarding')).toEqual([ids.earlier]);
    // Wildcards are matched literally; a blank search is no search.
    expect(await idsOf('?q=%25')).toEqual([]);
    expect(await idsOf('?q=%20')).toHaveLength(4);
  });

  it('pages by cursor with X-Next-Cursor', async () => {
    const first = await list('?limit=3');
    expect(first.json().map((row: { id: number }) => row.id)).toEqual([ids.training, ids.daycare, ids.boarding]);
    expect(first.headers['x-next-cursor']).toBe(String(ids.boarding));
    const second = await list(`?limit=3&cursor=${ids.boarding}`);
    expect(second.json().map((row: { id: number }) => row.id)).toEqual([ids.earlier]);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses bad filters with 400 and the field named', async () => {
    const cases: [string, string][] = [
      ['?from=2030-13-01', 'from'],
      ['?from=2030-03-05&to=2030-03-01', 'to'],
      ['?service=grooming', 'service'],
      ['?status=lost', 'status'],
      ['?payment=free', 'payment'],
      ['?limit=501', 'limit'],
      ['?cursor=abc', 'cursor'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?owner=1', 'owner'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
      if (field !== 'owner') expect(Object.keys(res.json().details ?? {}), query).toContain(field);
    }
  });

  it('is for staff and admins only: owners and trainers get 403, signed out 401', async () => {
    expect((await list('', olive)).statusCode).toBe(403);
    expect((await list('', trainer)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/admin/bookings/${ids.daycare}`, olive)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/admin/bookings/${ids.daycare}`, trainer)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/bookings/:id', () => {
  it('shows one booking; an unknown one is 404', async () => {
    const res = await t.call('GET', `/api/admin/bookings/${ids.training}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.training,
      trainerName: 'Tess Trainer',
      cancellable: false,
      amountPaidCents: 0,
      payments: [],
      refunds: [],
      stayChecks: [],
      staffNotes: [],
      audit: [],
    });
    expect(res.json()).not.toHaveProperty('journal');
    expect((await t.call('GET', '/api/admin/bookings/999999', staff)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/bookings/abc', staff)).statusCode).toBe(400);
  });
});
