// The business's settings (issue 26, decisions.md 18, 51): public GET /api/business, admin GET/PUT
// /api/admin/settings with a version (409 on a stale one), validation with clear 400s that change
// nothing, a price change that prices the next booking and never an existing one, and the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, bookings, businessSettings } from '../../db/schema';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { day } from '../../../tests/helpers/test-calendar';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let admin: RegisteredUser;
let staff: RegisteredUser;
let owner: RegisteredUser;
let petId: number;

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
  owner = await t.register();
  petId = (await postVaccinatedPet(t.app, t.db, owner, rexProfile)).id;
});

const settings = async () => (await t.call('GET', '/api/admin/settings', admin)).json();
const put = (body: Record<string, unknown>, who: RegisteredUser = admin) => t.call('PUT', '/api/admin/settings', who, body);
const stored = async () => (await t.db.select().from(businessSettings))[0];
const boarding = (from: string, to: string) => ({
  petId,
  serviceType: 'boarding',
  startDate: `${day(from)}T09:00:00.000Z`,
  endDate: `${day(to)}T09:00:00.000Z`,
  numPets: 1,
  additionalPetIds: [],
});

describe('reading the settings', () => {
  it('answers GET /api/business to anyone with the prices, slots and policies (no capacity)', async () => {
    const res = await t.call('GET', '/api/business');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      businessName: 'PawsConnect',
      timeZone: expect.any(String),
      prices: { boardingNightCents: 8900, daycareDayCents: 6500, trainingHourCents: 7500, multiPetDiscountPercent: 15 },
      slots: {
        stay: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'],
        training: ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'],
      },
      bookingWindowMonths: t.config.bookingWindowMonths,
      waitlistHoldHours: 2,
      cancellation: { fullRefundHours: 24, lateFeePercent: 50, lateFeeBasis: 'percent', noShowFeePercent: 100 },
      deposits: { minNights: 0, percent: 0 },
      vaccines: {
        policy: 'enforce',
        required: expect.objectContaining({ training: { dog: ['rabies'], cat: ['rabies'] } }),
        verification: 'accept',
      },
    });
  });

  it('answers GET /api/admin/settings to admins only, with the version and the capacity from the environment', async () => {
    const res = await t.call('GET', '/api/admin/settings', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: expect.any(Number),
      boardingCapacity: t.config.boardingCapacity,
      daycareCapacity: t.config.boardingCapacity,
    });
    expect((await t.call('GET', '/api/admin/settings', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/settings', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await put({ version: 1, businessName: 'Mine' }, staff)).statusCode).toBe(403);
    expect((await put({ version: 1, businessName: 'Mine' }, owner)).statusCode).toBe(403);
  });
});

describe('the settings read with the session (decisions.md 89)', () => {
  it('are not read again while the version the session query reads is one this instance holds', async () => {
    await t.call('GET', '/api/admin/settings', admin);
    const { statements, result } = await statementsDuring(() => t.call('GET', '/api/admin/settings', admin));
    expect(result.statusCode).toBe(200);
    // The session's own query (which reads the settings' version); no read of the settings row.
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"sessions"');
  });

  it('apply to the next request when another instance has changed them (a new version in the database)', async () => {
    const before = await stored();
    await t.call('GET', '/api/admin/settings', admin);
    // As another instance saves a change: the next version, written straight to the row.
    await t.db
      .update(businessSettings)
      .set({ version: before.version + 1, settings: { ...before.settings, businessName: 'Elsewhere Kennels' } })
      .where(eq(businessSettings.id, before.id));
    try {
      const res = await t.call('GET', '/api/admin/settings', admin);
      expect(res.json()).toMatchObject({ version: before.version + 1, businessName: 'Elsewhere Kennels' });
    } finally {
      await t.db
        .update(businessSettings)
        .set({ version: before.version + 2, settings: before.settings })
        .where(eq(businessSettings.id, before.id));
    }
  });

  it('are frozen, since one read may answer several requests', async () => {
    const settings = await readBusinessSettings(t.db, t.config);
    expect(Object.isFrozen(settings)).toBe(true);
    expect(Object.isFrozen(settings.vaccines)).toBe(true);
    expect(() => settings.slots.stay.push('23:00')).toThrow(TypeError);
  });
});

describe('changing the price', () => {
  it('prices the next booking with the new rate, keeps an existing booking as it was, and records both in the audit log', async () => {
    const before = await t.call('POST', '/api/bookings', owner, boarding('2027-06-07', '2027-06-09'));
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json().totalPrice).toBe(2 * 8900);

    const current = await settings();
    const res = await put({ version: current.version, prices: { boardingNightCents: 9500 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: current.version + 1,
      prices: { boardingNightCents: 9500, daycareDayCents: 6500, multiPetDiscountPercent: 15 },
    });
    expect((await t.call('GET', '/api/business')).json().prices.boardingNightCents).toBe(9500);

    const after = await t.call('POST', '/api/bookings', owner, boarding('2027-06-14', '2027-06-16'));
    expect(after.json().totalPrice).toBe(2 * 9500);
    expect(after.json().priceLines[0]).toEqual({ label: 'Boarding, 2 days × $95.00', amountCents: 19000 });

    const old = await t.call('GET', `/api/bookings/${before.json().id}`, owner);
    expect(old.json().totalPrice).toBe(2 * 8900);
    expect(old.json().priceLines[0]).toEqual({ label: 'Boarding, 2 days × $89.00', amountCents: 17800 });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, before.json().id));
    expect(row.terms).toEqual({
      rateCents: 8900,
      multiPetDiscountPercent: 15,
      fullRefundHours: 24,
      depositPercent: 0,
      depositMinNights: 0,
      lateFeePercent: 50,
      lateFeeBasis: 'percent',
      noShowFeePercent: 100,
    });

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'settings.changed')).orderBy(auditLog.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      summary: 'Changed the prices',
      before: { prices: expect.objectContaining({ boardingNightCents: 8900 }) },
      after: { prices: expect.objectContaining({ boardingNightCents: 9500 }) },
    });
  });

  it('keeps the refund window a booking was made under', async () => {
    const made = await t.call('POST', '/api/bookings', owner, boarding('2027-07-05', '2027-07-06'));
    const current = await settings();
    expect((await put({ version: current.version, cancellation: { fullRefundHours: 72 } })).statusCode).toBe(200);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, made.json().id));
    expect(row.terms.fullRefundHours).toBe(24);
    const next = await t.call('POST', '/api/bookings', owner, boarding('2027-07-12', '2027-07-13'));
    const [nextRow] = await t.db.select().from(bookings).where(eq(bookings.id, next.json().id));
    expect(nextRow.terms.fullRefundHours).toBe(72);
  });

  it('offers and accepts only the slots the settings list', async () => {
    const current = await settings();
    expect((await put({ version: current.version, slots: { stay: ['08:30', '17:00'] } })).statusCode).toBe(200);
    const atNine = await t.call('POST', '/api/bookings', owner, boarding('2027-08-02', '2027-08-03'));
    expect(atNine.statusCode).toBe(400);
    const atHalfEight = await t.call('POST', '/api/bookings', owner, {
      ...boarding('2027-08-02', '2027-08-03'),
      startDate: `${day('2027-08-02')}T08:30:00.000Z`,
      endDate: `${day('2027-08-03')}T17:00:00.000Z`,
    });
    expect(atHalfEight.statusCode, atHalfEight.body).toBe(201);
  });
});

describe('refusing a bad change', () => {
  it('answers a stale version with 409 and keeps the other admin’s change', async () => {
    const other = await t.register({}, { roles: ['admin'] });
    const read = await settings();
    expect((await put({ version: read.version, businessName: 'Happy Tails' }, other)).statusCode).toBe(200);
    const stale = await put({ version: read.version, businessName: 'Waggy Days' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed the settings/);
    expect((await stored()).settings.businessName).toBe('Happy Tails');
  });

  it.each([
    [{ prices: { boardingNightCents: -100 } }, 'prices.boardingNightCents', 'The boarding price must be more than $0.00'],
    [{ prices: { daycareDayCents: 65.5 } }, 'prices.daycareDayCents', 'The daycare price must be whole cents'],
    [{ prices: { multiPetDiscountPercent: 101 } }, 'prices.multiPetDiscountPercent', 'The multi-pet discount must be at most 100%'],
    [{ boardingCapacity: -1 }, 'boardingCapacity', 'Boarding capacity cannot be negative'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
    [{ slots: { training: ['09:15'] } }, 'slots.training.0', 'Each slot must be a time like 09:00 or 13:30'],
    [{ vaccines: { policy: 'sometimes' } }, 'vaccines.policy', 'The vaccine policy must be enforce, warn or off'],
    [{ colour: 'blue' }, undefined, undefined],
  ])('refuses %j with 400 naming the field, and changes nothing', async (change, field, message) => {
    const before = await stored();
    const res = await put({ version: before.version, ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().details).toEqual({ [field]: message });
    expect(await stored()).toEqual(before);
  });

  it('refuses a capacity below the pets already booked on one night', async () => {
    const current = await settings();
    const res = await put({ version: current.version, boardingCapacity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.boardingCapacity).toBe(
      'Boarding capacity must be at least 1: that many pets are already booked on one night.',
    );
    expect((await settings()).boardingCapacity).toBe(current.boardingCapacity);
  });

  it('needs the version', async () => {
    const res = await put({ businessName: 'No version' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.version).toMatch(/version is required/);
  });
});
