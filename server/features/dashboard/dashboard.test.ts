import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiCaller, type Caller } from '../../../tests/helpers/api-call';
import { insertBooking, insertSkillProgress, insertTrainingSkill } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import type { Db } from '../../db/client';
import { bookings, notifications, pets } from '../../db/schema';

const t = useTestApp();
let db: Db;
beforeAll(async () => {
  db = t.database.db;
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

const call = apiCaller(() => t.app);
const getDashboard = (who?: Caller) => call('GET', '/api/dashboard', who);

async function addPet(ownerId: number, name: string, archived = false) {
  const [pet] = await db
    .insert(pets)
    .values({ ownerId, name, breed: 'Beagle', archivedAt: archived ? new Date() : null })
    .returning();
  return pet;
}

// Keeps the table of bookings below to one line each.
const addBooking = (
  ownerId: number,
  petId: number,
  values: { serviceType: 'boarding' | 'training'; status: 'pending' | 'confirmed' | 'cancelled'; start: Date; end: Date },
) =>
  insertBooking(db, {
    ownerId,
    petId,
    serviceType: values.serviceType,
    status: values.status,
    startDate: values.start,
    endDate: values.end,
  });

describe('GET /api/dashboard', () => {
  it('answers 401 when signed out', async () => {
    const res = await getDashboard();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it("shows zeros, no next session and only the user's own activity for a new user", async () => {
    const newcomer = await registerUser(t.app);
    const ownNotifications = await db.select().from(notifications).where(eq(notifications.userId, newcomer.user.id));

    const res = await getDashboard(newcomer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalPets: 0, activeBookings: 0, trainingProgress: 0, nextSession: null });
    expect(res.json().recentActivity).toHaveLength(ownNotifications.length);
  });

  describe('with pets, bookings, skills and notifications', () => {
    let owner: RegisteredUser;
    let other: RegisteredUser;
    let nextTrainingId: number;

    beforeAll(async () => {
      owner = await registerUser(t.app);
      other = await registerUser(t.app);
      const ownerId = owner.user.id;
      const skill = await insertTrainingSkill(db, {
        name: 'Dashboard Test Skill',
        description: 'Four steps',
        category: 'Obedience',
        price: 2500,
        steps: ['a', 'b', 'c', 'd'],
      });

      const rex = await addPet(ownerId, 'Rex');
      const mia = await addPet(ownerId, 'Mia');
      const archived = await addPet(ownerId, 'Old Timer', true);

      // Active: pending and confirmed, not yet ended (one of them already started).
      await addBooking(ownerId, rex.id, { serviceType: 'boarding', status: 'pending', start: fromNow(2 * DAY), end: fromNow(5 * DAY) });
      await addBooking(ownerId, mia.id, { serviceType: 'boarding', status: 'confirmed', start: fromNow(-DAY), end: fromNow(DAY) });
      await addBooking(ownerId, rex.id, {
        serviceType: 'training',
        status: 'confirmed',
        start: fromNow(10 * DAY),
        end: fromNow(10 * DAY + HOUR),
      });
      const next = await addBooking(ownerId, mia.id, {
        serviceType: 'training',
        status: 'pending',
        start: fromNow(3 * DAY),
        end: fromNow(3 * DAY + HOUR),
      });
      nextTrainingId = next.id;
      // Not active and never the next session: cancelled, or already over.
      await addBooking(ownerId, rex.id, { serviceType: 'training', status: 'cancelled', start: fromNow(DAY), end: fromNow(DAY + HOUR) });
      await addBooking(ownerId, rex.id, {
        serviceType: 'boarding',
        status: 'confirmed',
        start: fromNow(-10 * DAY),
        end: fromNow(-7 * DAY),
      });
      await addBooking(ownerId, rex.id, {
        serviceType: 'training',
        status: 'confirmed',
        start: fromNow(-2 * DAY),
        end: fromNow(-2 * DAY + HOUR),
      });

      // Progress: step 1 of 4 is 50%, a completed skill 100%: mean 75%. The archived pet's skill is not counted.
      await insertSkillProgress(db, { ownerId, petId: rex.id, skillId: skill.id, currentStep: 1 });
      await insertSkillProgress(db, { ownerId, petId: mia.id, skillId: skill.id, currentStep: 0, completed: true });
      await insertSkillProgress(db, { ownerId, petId: archived.id, skillId: skill.id, currentStep: 0 });

      for (let index = 1; index <= 12; index++) {
        await db.insert(notifications).values({
          userId: ownerId,
          type: index === 12 ? 'warning' : 'info',
          title: `Event ${index}`,
          message: `Message ${index}`,
          isRead: index % 2 === 0,
          createdAt: new Date(Date.now() - (13 - index) * HOUR),
        });
      }

      // The other user's data must never show up in the owner's figures.
      const othersPet = await addPet(other.user.id, 'Stranger');
      await addBooking(other.user.id, othersPet.id, {
        serviceType: 'training',
        status: 'confirmed',
        start: fromNow(HOUR),
        end: fromNow(2 * HOUR),
      });
      await insertSkillProgress(db, { ownerId: other.user.id, petId: othersPet.id, skillId: skill.id, currentStep: 0 });
      await db.insert(notifications).values({ userId: other.user.id, title: 'Not yours', message: 'Private' });
    });

    it("counts the user's non-archived pets and pending or confirmed bookings not yet ended", async () => {
      const res = await getDashboard(owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ totalPets: 2, activeBookings: 4 });
    });

    it('averages skill progress as (currentStep + 1) / steps, completed counting as 100%', async () => {
      const res = await getDashboard(owner);
      expect(res.json().trainingProgress).toBe(75);
    });

    it('names the earliest upcoming training booking that is not cancelled', async () => {
      const res = await getDashboard(owner);
      const [booking] = await db.select().from(bookings).where(eq(bookings.id, nextTrainingId));
      expect(res.json().nextSession).toEqual({ bookingId: nextTrainingId, startDate: booking.startDate.toISOString(), petName: 'Mia' });
    });

    it('lists the latest 10 notifications, newest first', async () => {
      const { recentActivity } = (await getDashboard(owner)).json();
      expect(recentActivity).toHaveLength(10);
      expect(recentActivity.map((item: { title: string }) => item.title)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Event ${12 - index}`),
      );
      expect(recentActivity[0]).toEqual({
        id: expect.any(Number),
        type: 'warning',
        title: 'Event 12',
        message: 'Message 12',
        isRead: true,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('shows the other user only their own figures', async () => {
      const res = await getDashboard(other);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ totalPets: 1, activeBookings: 1, trainingProgress: 25, nextSession: { petName: 'Stranger' } });
      expect(body.recentActivity.map((item: { title: string }) => item.title)).toContain('Not yours');
      expect(body.recentActivity.map((item: { title: string }) => item.title)).not.toContain('Event 12');
    });
  });

  it("names a trainer's next session to teach when it comes before their own pet's", async () => {
    const trainer = await registerUser(t.app, { isTrainer: true });
    const client = await registerUser(t.app);
    const ownPet = await addPet(trainer.user.id, 'Juno');
    const clientPet = await addPet(client.user.id, 'Rocket');
    await addBooking(trainer.user.id, ownPet.id, {
      serviceType: 'training',
      status: 'confirmed',
      start: fromNow(3 * DAY),
      end: fromNow(3 * DAY + HOUR),
    });
    const teaching = await insertBooking(db, {
      ownerId: client.user.id,
      petId: clientPet.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      status: 'confirmed',
      startDate: fromNow(DAY),
      endDate: fromNow(DAY + HOUR),
    });
    // Cancelled, or another trainer's: never the trainer's next session.
    await insertBooking(db, {
      ownerId: client.user.id,
      petId: clientPet.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      status: 'cancelled',
      startDate: fromNow(HOUR),
      endDate: fromNow(2 * HOUR),
    });
    expect((await getDashboard(trainer)).json().nextSession).toEqual({
      bookingId: teaching.id,
      startDate: teaching.startDate.toISOString(),
      petName: 'Rocket',
    });
    // The client sees the same session as their own pet's.
    expect((await getDashboard(client)).json().nextSession).toMatchObject({ bookingId: teaching.id });
  });
});
