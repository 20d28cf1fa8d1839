// The demo trainer's client story (seed-demo-client.ts) as the two demo accounts meet it through
// the real API, and as the stored rows must be for the features to take it over: the prices,
// slots, payment and checkout invariants they would have kept themselves.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessTimeZone } from '../../common/business-time';
import { DEFAULT_PRICES, DEFAULT_SLOTS } from '../../common/business-settings';
import { bookingDays, bookingPrice } from '../../common/pricing';
import { isSlotStart } from '../../common/slots';
import type { SkillProgress } from '../../common/skill-schemas';
import type { ClientPet, TimelineEntry } from '../../common/trainer-schemas';
import type { TrainerAnalytics } from '../../common/trainer-analytics-schemas';
import type { Caller } from '../../tests/helpers/api-call';
import { useTestApp } from '../../tests/helpers/use-test-app';
import { loginAs } from '../../tests/helpers/users';
import { bookings, cartItems, journalEntries, paymentIntents, pets, skillProgress, stayChecks, trainingSkills, users } from './schema';
import { sendDueJournalDigests } from '../domain/stay-journal/journal-digest';
import { seedDatabase } from './seed';

const t = useTestApp();
let trainer: Caller;
let owner: Caller;
let trainerId: number;
let buddyId: number;

async function getJson<T>(url: string, who: Caller): Promise<T> {
  const res = await t.call('GET', url, who);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

const buddyBookings = () => t.db.select().from(bookings).where(eq(bookings.petId, buddyId));

beforeAll(async () => {
  await seedDatabase(t.db, { demoAccounts: true });
  trainer = { cookie: await loginAs(t.app, 'demo_trainer', 'demo-trainer-pass') };
  owner = { cookie: await loginAs(t.app, 'demo_owner', 'demo-owner-pass') };
  [{ id: trainerId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo_trainer'));
  [{ id: buddyId }] = await t.db.select({ id: pets.id }).from(pets).where(eq(pets.name, 'Buddy'));
});

describe('the demo trainer', () => {
  it('lists Buddy among their clients, by booking, skill and program, with a next session and a report card', async () => {
    const clients = await getJson<ClientPet[]>('/api/trainer/clients', trainer);
    const buddy = clients.find((client) => client.pet.name === 'Buddy');
    expect(buddy).toMatchObject({ ownerName: 'Alex Morgan', openSkills: 2 });
    expect(buddy!.reasons.sort()).toEqual(['booking', 'program', 'skill']);
    expect(new Date(buddy!.nextSession!).getTime()).toBeGreaterThan(Date.now());
    expect(buddy!.lastReportCard).toMatchObject({ rating: 4 });
  });

  it('has skills in progress at different steps on the Trainer Dashboard, and one completed', async () => {
    const assigned = await getJson<SkillProgress[]>('/api/skill-progress/assigned', trainer);
    const open = assigned.filter((item) => !item.completed);
    expect(open.length).toBe(2);
    expect(new Set(open.map((item) => item.currentStep)).size).toBe(2);
    expect(open.some((item) => item.currentStep === 0)).toBe(true);
    expect(open.some((item) => item.percent >= 40 && item.percent <= 60)).toBe(true);
    const done = assigned.filter((item) => item.completed);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ percent: 100, currentStep: done[0].skill.steps.length - 1 });
    for (const item of assigned) expect(item).toMatchObject({ petName: 'Buddy', trainerId, trainerName: 'Jordan Rivera' });
  });

  it('reads Buddy on the client pet page: sessions, assessments and report cards', async () => {
    expect(await getJson<unknown[]>(`/api/pets/${buddyId}/sessions`, trainer)).toHaveLength(2);
    expect(await getJson<unknown[]>(`/api/pets/${buddyId}/assessments`, trainer)).toHaveLength(2);
    expect(await getJson<unknown[]>(`/api/pets/${buddyId}/report-cards`, trainer)).toHaveLength(1);
  });

  it('has bookings and revenue, sessions, a completed skill, assessment scores and occupancy in the analytics', async () => {
    const analytics = await getJson<TrainerAnalytics>('/api/trainer/analytics', trainer);
    const total = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((sum, row) => sum + figure(row), 0);
    expect(total(analytics.bookingsByWeek, (week) => week.bookings)).toBe(3);
    expect(total(analytics.bookingsByWeek, (week) => week.paidCents)).toBe(2 * DEFAULT_PRICES.trainingHourCents);
    expect(total(analytics.sessionsByWeek, (week) => week.sessions)).toBe(2);
    expect(total(analytics.skills, (skill) => skill.completed)).toBe(1);
    expect(analytics.skills.find((skill) => skill.completed === 1)?.averageDaysToComplete).toBeGreaterThan(0);
    expect(analytics.assessmentScores.map((point) => point.petName)).toEqual(['Buddy', 'Buddy']);
    expect(analytics.occupancy[0].pets).toBe(1);
  });
});

describe('the demo owner', () => {
  it("sees the sessions, assessments, report card, skill steps and bookings on Buddy's timeline", async () => {
    const timeline = await getJson<TimelineEntry[]>(`/api/pets/${buddyId}/timeline`, owner);
    const count = (kind: TimelineEntry['kind']) => timeline.filter((entry) => entry.kind === kind).length;
    expect(count('session')).toBe(2);
    expect(count('assessment')).toBe(2);
    expect(count('report_card')).toBe(1);
    expect(count('skill_step')).toBe(3);
    expect(count('booking')).toBe(4);
    expect(timeline.every((entry) => entry.kind === 'booking' || new Date(entry.at).getTime() <= Date.now())).toBe(true);
  });

  it("has Buddy enrolled in the demo trainer's Basic Obedience program at its published version", async () => {
    const enrolments = await getJson<{ version: number; latestVersion: number; program: { title: string; createdBy: number } }[]>(
      `/api/pets/${buddyId}/enrollments`,
      owner,
    );
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({
      version: 1,
      latestVersion: 1,
      program: { title: 'Basic Obedience Training', createdBy: trainerId },
    });
  });

  it("sees Buddy's skills on /training and the stay, training progress and next session on the dashboard", async () => {
    const progress = await getJson<SkillProgress[]>(`/api/pets/${buddyId}/skill-progress`, owner);
    expect(progress.map((item) => item.percent).sort((a, b) => a - b)[2]).toBe(100);
    const dashboard = await getJson<{ activeBookings: number; trainingProgress: number; nextSession: { petName: string } | null }>(
      '/api/dashboard',
      owner,
    );
    expect(dashboard.activeBookings).toBe(2);
    expect(dashboard.trainingProgress).toBeGreaterThan(0);
    expect(dashboard.nextSession).toMatchObject({ petName: 'Buddy' });
  });
});

describe('the stored story keeps the features’ invariants', () => {
  it('has a paid stay under way, priced by its days plus the skills bought onto it at their prices', async () => {
    const timeZone = businessTimeZone();
    const [stay] = (await buddyBookings()).filter((booking) => booking.serviceType === 'boarding');
    // Under way: the front desk checked Buddy in at drop-off (decisions.md 55).
    expect(stay).toMatchObject({ status: 'checked_in', paymentStatus: 'paid', trainerId: null, numPets: 1 });
    const [checkIn] = await t.db.select().from(stayChecks).where(eq(stayChecks.bookingId, stay.id));
    expect(checkIn).toMatchObject({ kind: 'check_in', belongings: 'Blue leash and his own bed', createdAt: stay.startDate });
    // The stay journal so far, all of it between check-in and now, its past days' digests taken.
    const journal = await t.db.select().from(journalEntries).where(eq(journalEntries.bookingId, stay.id));
    expect(journal.length).toBeGreaterThan(3);
    expect(journal.every((entry) => entry.createdAt >= stay.startDate && entry.createdAt.getTime() < Date.now())).toBe(true);
    expect(await sendDueJournalDigests(t, timeZone)).toBe(0);
    expect(stay.startDate.getTime()).toBeLessThan(Date.now());
    expect(stay.endDate.getTime()).toBeGreaterThan(Date.now());
    expect(
      isSlotStart('boarding', stay.startDate, timeZone, DEFAULT_SLOTS) && isSlotStart('boarding', stay.endDate, timeZone, DEFAULT_SLOTS),
    ).toBe(true);

    const bought = await t.db
      .select({ item: cartItems, skill: trainingSkills, progress: skillProgress })
      .from(cartItems)
      .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
      .innerJoin(skillProgress, eq(skillProgress.cartItemId, cartItems.id))
      .where(eq(cartItems.petId, buddyId));
    expect(bought).toHaveLength(3);
    for (const { item, skill, progress } of bought) {
      expect(item).toMatchObject({ status: 'purchased', bookingId: stay.id, pricePaid: skill.price, userId: stay.ownerId });
      expect(skill.minimumNights).toBeLessThanOrEqual(bookingDays(stay.startDate, stay.endDate, timeZone));
      expect(progress.trainerId).toBe(trainerId);
    }
    const skillsTotal = bought.reduce((sum, { skill }) => sum + skill.price, 0);
    expect(stay.totalPrice).toBe(bookingPrice(stay, timeZone, stay.terms).totalCents + skillsTotal);

    const receipt = await getJson<{ totalCents: number; addedSkills: unknown[]; card: unknown }>(`/api/bookings/${stay.id}/receipt`, owner);
    expect(receipt).toMatchObject({ totalCents: stay.totalPrice, card: { brand: 'visa', last4: '4242' } });
    expect(receipt.addedSkills).toHaveLength(3);
  });

  it('pays each paid booking with one succeeded sandbox intent for its total', async () => {
    const paid = (await buddyBookings()).filter((booking) => booking.paymentStatus === 'paid');
    expect(paid).toHaveLength(3);
    for (const booking of paid) {
      const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id));
      expect(intent).toMatchObject({ provider: 'sandbox', status: 'succeeded', amount: booking.totalPrice, currency: 'usd' });
      expect(intent.id).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]{32}$`));
      expect(booking.stripePaymentIntentId).toBe(intent.id);
      expect(intent.paidAt!.getTime()).toBeLessThan(booking.startDate.getTime());
    }
  });

  it('books training with the demo trainer on the hour slots at the session price: two past and paid, one to come and unpaid', async () => {
    const timeZone = businessTimeZone();
    const training = (await buddyBookings())
      .filter((booking) => booking.serviceType === 'training')
      .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
    expect(training.map(({ status, paymentStatus }) => [status, paymentStatus])).toEqual([
      ['confirmed', 'paid'],
      ['confirmed', 'paid'],
      ['pending', 'pending'],
    ]);
    for (const booking of training) {
      expect(booking.trainerId).toBe(trainerId);
      expect(isSlotStart('training', booking.startDate, timeZone, DEFAULT_SLOTS)).toBe(true);
      expect(booking.endDate.getTime() - booking.startDate.getTime()).toBe(60 * 60_000);
      expect(booking.totalPrice).toBe(bookingPrice(booking, timeZone, booking.terms).totalCents);
      expect(booking.createdAt.getTime()).toBeLessThan(booking.startDate.getTime());
    }
    expect(training[2].startDate.getTime()).toBeGreaterThan(Date.now());
    expect(await t.db.$count(paymentIntents, eq(paymentIntents.bookingId, training[2].id))).toBe(0);
  });

  it('adds nothing when seeded again (a restart)', async () => {
    const before = { bookings: await t.db.$count(bookings), skills: await t.db.$count(skillProgress) };
    await seedDatabase(t.db, { demoAccounts: true });
    expect({ bookings: await t.db.$count(bookings), skills: await t.db.$count(skillProgress) }).toEqual(before);
    expect((await getJson<ClientPet[]>('/api/trainer/clients', trainer)).filter((client) => client.pet.name === 'Buddy')).toHaveLength(1);
    expect(await t.db.$count(cartItems, and(eq(cartItems.petId, buddyId), eq(cartItems.status, 'purchased')))).toBe(3);
  });
});
