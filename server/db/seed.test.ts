import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { programContentSchema } from '../../common/program-content-schema';
import { SIZES_BY_TYPE } from '../../common/pet-choices';
import { SERVICE_TYPES } from '../../common/booking-choices';
import { addCalendarDays, businessTimeZone, calendarDayOf } from '../../common/business-time';
import { bookingBlockers } from '../../common/vaccines';
import { createTestDatabase } from '../../tests/helpers/test-database';
import { verifyPassword } from '../platform/passwords';
import type { DatabaseHandle, Db } from './client';
import {
  behaviorAssessments,
  bookings,
  cartItems,
  conversations,
  messages,
  notifications,
  paymentIntents,
  pets,
  petCare,
  programEnrollments,
  programVersions,
  reportCards,
  skillProgress,
  trainingPrograms,
  trainingSessions,
  trainingSkills,
  users,
  vaccinations,
  vetRecords,
} from './schema';
import { seedDatabase } from './seed';

async function rowCounts(db: Db) {
  return {
    users: await db.$count(users),
    pets: await db.$count(pets),
    vetRecords: await db.$count(vetRecords),
    vaccinations: await db.$count(vaccinations),
    notifications: await db.$count(notifications),
    programs: await db.$count(trainingPrograms),
    programVersions: await db.$count(programVersions),
    skills: await db.$count(trainingSkills),
    // The demo trainer's client story (seed-demo-client.ts).
    enrollments: await db.$count(programEnrollments),
    bookings: await db.$count(bookings),
    paymentIntents: await db.$count(paymentIntents),
    cartItems: await db.$count(cartItems),
    skillProgress: await db.$count(skillProgress),
    sessions: await db.$count(trainingSessions),
    assessments: await db.$count(behaviorAssessments),
    reportCards: await db.$count(reportCards),
    // The demo owner's conversations (seed-demo-messages.ts).
    conversations: await db.$count(conversations),
    messages: await db.$count(messages),
  };
}

async function userNamed(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

describe('seedDatabase with demo accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demoAccounts: true });
  });
  afterAll(() => database.close());

  it('creates the demo owner and trainer with hashed passwords that sign in', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const trainer = await userNamed(database.db, 'demo_trainer');
    expect(owner).toMatchObject({ isTrainer: false, firstName: 'Alex' });
    expect(trainer).toMatchObject({ isTrainer: true });
    expect(trainer.firstName).toBeTruthy();
    expect(owner.password).not.toBe('demo-owner-pass');
    expect(await verifyPassword(owner.password, 'demo-owner-pass')).toBe(true);
    expect(await verifyPassword(trainer.password, 'demo-trainer-pass')).toBe(true);
    expect(await userNamed(database.db, 'pawsconnect_academy')).toBeUndefined();
  });

  it('gives the front desk what it needs of the demo owner: a phone, and Buddy’s care instructions', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    expect(owner.phone).toBe('+1 555 010 3300');
    const [buddy] = await database.db.select().from(pets).where(eq(pets.name, 'Buddy'));
    const [care] = await database.db.select().from(petCare).where(eq(petCare.petId, buddy.id));
    expect(care.instructions.medications).toEqual([expect.objectContaining({ name: 'Apoquel', times: ['08:00'] })]);
    expect(care.instructions.feeding).toHaveLength(2);
  });

  it('gives the owner a dog, a cat and a rabbit with vet records and notifications', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const ownerPets = await database.db.select().from(pets).where(eq(pets.ownerId, owner.id));
    expect(ownerPets.map((pet) => pet.petType).sort()).toEqual(['cat', 'dog', 'small_animal']);
    expect(ownerPets.find((pet) => pet.petType === 'small_animal')?.breed).toBe('Rabbit (Holland Lop)');
    for (const pet of ownerPets) {
      const sizes = SIZES_BY_TYPE[pet.petType as keyof typeof SIZES_BY_TYPE].map((choice) => choice.value);
      expect(sizes).toContain(pet.size);
      expect(pet.age).toBeGreaterThan(0);
      expect(pet.temperament && pet.vaccinationStatus && pet.dietaryNeeds).toBeTruthy();

      const records = await database.db.select().from(vetRecords).where(eq(vetRecords.petId, pet.id));
      expect(records.length).toBeGreaterThanOrEqual(2);
      expect(records.length).toBeLessThanOrEqual(3);
      for (const record of records) {
        expect(record.visitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(record.date).toBe(record.visitDate);
        expect(record.vetName).toBe(record.veterinarian);
        expect(record.nextAppointmentDate).toBe(record.followUpDate);
        expect(record.recordType).toBe('Medical Visit');
        expect(record.clinicName && record.diagnosis && record.treatment).toBeTruthy();
      }
    }
    const ownerNotifications = await database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerNotifications.length).toBeGreaterThanOrEqual(3);
    expect(ownerNotifications.some((item) => item.title.includes('Welcome'))).toBe(true);
  });

  it("gives the demo pets vaccine records that cover every service's requirements for the coming year", async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const ownerPets = await database.db.select().from(pets).where(eq(pets.ownerId, owner.id));
    const today = calendarDayOf(new Date(), businessTimeZone());
    const yearAhead = addCalendarDays(today, 365);
    for (const pet of ownerPets) {
      const records = await database.db.select().from(vaccinations).where(eq(vaccinations.petId, pet.id));
      expect(records.length, pet.name).toBeGreaterThanOrEqual(2);
      for (const record of records) expect(record.givenOn <= today && record.expiresOn > record.givenOn).toBe(true);
      for (const service of SERVICE_TYPES) {
        expect(bookingBlockers([{ pet, records }], service, yearAhead, today), `${pet.name} ${service}`).toEqual([]);
      }
    }
    const dog = ownerPets.find((pet) => pet.petType === 'dog')!;
    const dogRecords = await database.db.select().from(vaccinations).where(eq(vaccinations.petId, dog.id));
    expect(dogRecords.map((record) => record.vaccine).sort()).toEqual(['bordetella', 'dhpp', 'leptospirosis', 'rabies']);
  });

  it('authors the three sample programs by the demo trainer, published, at the product prices', async () => {
    const trainer = await userNamed(database.db, 'demo_trainer');
    const programs = await database.db.select().from(trainingPrograms);
    expect(
      programs.map(({ title, difficulty, durationWeeks, price, published, createdBy }) => ({
        title,
        difficulty,
        durationWeeks,
        price,
        published,
        createdBy,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          title: 'Basic Obedience Training',
          difficulty: 'beginner',
          durationWeeks: 4,
          price: 14900,
          published: true,
          createdBy: trainer.id,
        },
        {
          title: 'Advanced Training Skills',
          difficulty: 'intermediate',
          durationWeeks: 6,
          price: 24900,
          published: true,
          createdBy: trainer.id,
        },
        {
          title: 'Behavioral Correction',
          difficulty: 'intermediate',
          durationWeeks: 8,
          price: 29900,
          published: true,
          createdBy: trainer.id,
        },
      ]),
    );
    expect(programs).toHaveLength(3);
  });

  it('publishes each sample program as version 1, identical to its working copy', async () => {
    const programs = await database.db.select().from(trainingPrograms);
    const versions = await database.db.select().from(programVersions);
    expect(versions).toHaveLength(3);
    for (const program of programs) {
      const own = versions.filter((version) => version.programId === program.id);
      expect(own.map((version) => version.version)).toEqual([1]);
      const { title, description, difficulty, durationWeeks, price, thumbnail, content, prerequisites, equipment, breedRecommendations } =
        program;
      expect(own[0]).toMatchObject({
        title,
        description,
        difficulty,
        durationWeeks,
        price,
        thumbnail,
        content,
        prerequisites,
        equipment,
        breedRecommendations,
      });
    }
  });

  it('stores every program curriculum in the shared JSON shape, duplicated at top level', async () => {
    const programs = await database.db.select().from(trainingPrograms);
    for (const program of programs) {
      const content = programContentSchema.parse(program.content);
      expect(content.modules.length).toBeGreaterThanOrEqual(3);
      expect(content.modules.length).toBeLessThanOrEqual(4);
      for (const module of content.modules) {
        expect(module.lessons.length).toBeGreaterThanOrEqual(2);
        expect(module.lessons.length).toBeLessThanOrEqual(3);
        for (const lesson of module.lessons) {
          expect(lesson.steps.length).toBeGreaterThanOrEqual(3);
          expect(lesson.successCriteria.length).toBeGreaterThan(0);
          expect(lesson.tips.length).toBeGreaterThan(0);
        }
      }
      expect(content.modules.reduce((days, module) => days + module.duration, 0)).toBe(program.durationWeeks * 7);
      expect(program.prerequisites).toEqual(content.prerequisites);
      expect(program.equipment).toEqual(content.equipment);
      expect(program.breedRecommendations).toEqual(content.breedRecommendations);
      expect(content.prerequisites.length && content.equipment.length && content.breedRecommendations.length).toBeTruthy();

      const ids = JSON.stringify(program.content).match(/"id":"[^"]+"/g) ?? [];
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('seeds at least 12 published skills in at least 4 categories with realistic prices and stays', async () => {
    const skills = await database.db.select().from(trainingSkills);
    expect(skills.length).toBeGreaterThanOrEqual(12);
    expect(new Set(skills.map((skill) => skill.category)).size).toBeGreaterThanOrEqual(4);
    for (const skill of skills) {
      expect(skill.published).toBe(true);
      expect(skill.steps.length).toBeGreaterThanOrEqual(4);
      expect(skill.steps.length).toBeLessThanOrEqual(8);
      expect(skill.price).toBeGreaterThanOrEqual(2500);
      expect(skill.price).toBeLessThanOrEqual(9500);
      expect(skill.minimumNights).toBeGreaterThanOrEqual(2);
      expect(skill.minimumNights).toBeLessThanOrEqual(7);
      expect(skill.description.length).toBeGreaterThan(20);
      expect(skill.species.length).toBeGreaterThanOrEqual(1);
    }
    // Leash, recall and obedience are for dogs; handling and enrichment suit cats too (issue 25).
    const speciesOf = (name: string) => skills.find((skill) => skill.name === name)?.species;
    expect(skills.filter((skill) => skill.category === 'Obedience').every((skill) => skill.species.join() === 'dog')).toBe(true);
    expect(speciesOf('Loose-Leash Walking')).toEqual(['dog']);
    expect(speciesOf('Cooperative Nail Care')).toEqual(['dog', 'cat']);
    expect(skills.filter((skill) => skill.species.includes('cat')).length).toBeGreaterThanOrEqual(2);
  });

  it('changes nothing when seeded again, one after another or at the same time', async () => {
    const before = await rowCounts(database.db);
    await seedDatabase(database.db, { demoAccounts: true });
    await Promise.all([seedDatabase(database.db, { demoAccounts: true }), seedDatabase(database.db, { demoAccounts: true })]);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  it('does not re-create demo pets the owner has deleted', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const mine = eq(pets.ownerId, owner.id);
    // As DELETE /api/pets/:id does it: a pet with bookings (Buddy) is archived, the others go.
    const booked = database.db.select({ id: bookings.petId }).from(bookings);
    await database.db
      .update(pets)
      .set({ archivedAt: new Date() })
      .where(and(mine, inArray(pets.id, booked)));
    await database.db.delete(pets).where(and(mine, isNull(pets.archivedAt)));
    const before = await rowCounts(database.db);
    await seedDatabase(database.db, { demoAccounts: true });
    expect(await database.db.$count(pets, and(mine, isNull(pets.archivedAt)))).toBe(0);
    expect(await rowCounts(database.db)).toEqual(before);
  });
});

describe('seedDatabase without demo accounts', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demoAccounts: false });
  });
  afterAll(() => database.close());

  it('creates no demo accounts and no pets', async () => {
    expect(await userNamed(database.db, 'demo_owner')).toBeUndefined();
    expect(await userNamed(database.db, 'demo_trainer')).toBeUndefined();
    expect((await rowCounts(database.db)).pets).toBe(0);
  });

  it('still seeds the catalogue, authored by an academy trainer that cannot sign in', async () => {
    const academy = await userNamed(database.db, 'pawsconnect_academy');
    expect(academy.isTrainer).toBe(true);
    expect(await verifyPassword(academy.password, '!disabled')).toBe(false);
    expect(await verifyPassword(academy.password, '')).toBe(false);
    const programs = await database.db.select().from(trainingPrograms);
    expect(programs).toHaveLength(3);
    expect(programs.every((program) => program.createdBy === academy.id)).toBe(true);
    expect((await rowCounts(database.db)).skills).toBeGreaterThanOrEqual(12);
  });

  it('is idempotent, and turning demo accounts on later adds only the demo data', async () => {
    const before = await rowCounts(database.db);
    await seedDatabase(database.db, { demoAccounts: false });
    expect(await rowCounts(database.db)).toEqual(before);

    await seedDatabase(database.db, { demoAccounts: true });
    const after = await rowCounts(database.db);
    // The demo owner, trainer and administrator.
    expect(after).toMatchObject({ users: before.users + 3, programs: before.programs, skills: before.skills, pets: 3 });
    // The academy authored the sample programs, so Buddy follows none of the demo trainer's; the
    // rest of the trainer's client story is there.
    expect(after).toMatchObject({ enrollments: 0, skillProgress: 3, sessions: 2, reportCards: 1, conversations: 2, messages: 7 });
  });

  it('never touches an existing account that already has a demo username', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.insert(users).values({ username: 'Demo_Trainer', password: 'x', email: 'someone@example.com' });
      await seedDatabase(fresh.db, { demoAccounts: true });
      const taken = await fresh.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, 'demo_trainer'));
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({ password: 'x', isTrainer: false });
      // Programs need a trainer author, so the academy account steps in.
      const academy = await userNamed(fresh.db, 'pawsconnect_academy');
      const programs = await fresh.db.select().from(trainingPrograms);
      expect(programs.every((program) => program.createdBy === academy.id)).toBe(true);
      // The owner's pets are seeded, but with no demo trainer there is no client story.
      expect(await rowCounts(fresh.db)).toMatchObject({
        pets: 3,
        enrollments: 0,
        bookings: 0,
        skillProgress: 0,
        sessions: 0,
        conversations: 0,
      });
    } finally {
      await fresh.close();
    }
  });
});
