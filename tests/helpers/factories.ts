// Test data. Pets go through the real API, as a person adds them; bookings and purchased skills
// are inserted as rows, because the flows that make them (booking, checkout) are not under test.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Pet } from '../../common/pet-schemas';
import type { Db } from '../../server/db/client';
import { SERVICE_TYPES, type ServiceType } from '../../common/booking-choices';
import { bookingTermsFor } from '../../common/pricing';
import { DEFAULT_SETTINGS_START, startingSettings } from '../../server/domain/business/business-settings';
import { requiredVaccines } from '../../common/vaccines';
import { day, todayBounds } from './test-calendar';
import {
  bookings,
  cartItems,
  pets,
  programEnrollments,
  programVersions,
  skillProgress,
  stayChecks,
  trainingPrograms,
  trainingSkills,
  vaccinations,
} from '../../server/db/schema';
import { callAs, type Caller } from './api-call';

/** A complete profile as the Add Pet form sends it. */
export const rexProfile = {
  name: 'Rex',
  petType: 'dog',
  breed: 'Beagle',
  age: 4,
  size: 'medium',
  temperament: 'Friendly',
  dietaryNeeds: 'Grain free',
  medicalConditions: '',
  vaccinationStatus: 'Up to date',
};

/** Adds a pet through `POST /api/pets` as `who` and expects 201. */
export async function postPet(app: FastifyInstance, who: Caller, profile: Record<string, unknown>): Promise<Pet> {
  const res = await callAs(app, 'POST', '/api/pets', who, profile);
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Far enough ahead to cover every booking the tests make (nominal 2027-2030, moved with them). */
export const VACCINES_VALID_THROUGH = day('2040-12-31');

/**
 * Records for every vaccine any service requires of the pet, valid through (nominal) 2040, so bookings of
 * it pass the vaccination gate (decisions.md 15). Inserted as rows: the vaccination routes are
 * not what the booking tests are about.
 */
export async function vaccinatePet(db: Db, pet: Pick<Pet, 'id' | 'petType' | 'breed'>, expiresOn = VACCINES_VALID_THROUGH) {
  const codes = new Set(SERVICE_TYPES.flatMap((service) => requiredVaccines(pet, service)));
  if (codes.size === 0) return [];
  return db
    .insert(vaccinations)
    .values([...codes].map((vaccine) => ({ petId: pet.id, vaccine, givenOn: '2025-01-15', expiresOn, clinic: 'Test Clinic' })))
    .returning();
}

/** postPet, then vaccinatePet: a pet that can be booked for any service. */
export async function postVaccinatedPet(app: FastifyInstance, db: Db, who: Caller, profile: Record<string, unknown>): Promise<Pet> {
  const pet = await postPet(app, who, profile);
  await vaccinatePet(db, pet);
  return pet;
}

/** The stored row of a pet (archivedAt included), or undefined once it is deleted. */
export async function selectPet(db: Db, id: number) {
  const [row] = await db.select().from(pets).where(eq(pets.id, id));
  return row;
}

/** The smallest valid PNG: enough for the upload's content check. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a photo for the pet as `who` through the real upload route and expects 200. */
export async function uploadPetPhoto(app: FastifyInstance, who: Caller, petId: number, bytes: Buffer = tinyPng): Promise<Pet> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await callAs(app, 'POST', `/api/pets/${petId}/photo`, who, form);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type NewBooking = typeof bookings.$inferInsert;

/** A booking row; its price does not matter to the tests that use it unless they name one. */
/** The terms of a booking made under the starting settings (SPEC's rates, a 24-hour refund window). */
export function startingTerms(serviceType: ServiceType = 'boarding') {
  return bookingTermsFor(startingSettings(DEFAULT_SETTINGS_START), serviceType);
}

export async function insertBooking(
  db: Db,
  values: Omit<NewBooking, 'totalPrice' | 'terms'> & { totalPrice?: number; terms?: NewBooking['terms'] },
) {
  const [booking] = await db
    .insert(bookings)
    .values({ totalPrice: 7500, terms: startingTerms(values.serviceType), ...values })
    .returning();
  return booking;
}

/** A published catalogue skill; names are unique in the table, so the default one is too. */
export async function insertTrainingSkill(db: Db, values: Partial<typeof trainingSkills.$inferInsert> = {}) {
  const [skill] = await db
    .insert(trainingSkills)
    .values({
      name: `Sit ${randomBytes(4).toString('hex')}`,
      description: 'Sit on cue',
      category: 'Basics',
      price: 2500,
      steps: ['Lure', 'Cue'],
      // Every species unless a test names them, so a test's cat or rabbit can have it.
      species: ['dog', 'cat', 'small_animal'],
      ...values,
    })
    .returning();
  return skill;
}

/**
 * A skill the owner bought for a pet: a purchased cart item and its skill_progress row. With
 * `checkedIn`, it was bought for a stay the pet is checked in for now, so it can be taught
 * (decisions.md 59); without, it belongs to no stay and its progress cannot move.
 */
export async function insertSkillProgress(
  db: Db,
  values: {
    ownerId: number;
    petId: number;
    skillId: number;
    trainerId?: number;
    currentStep?: number;
    completed?: boolean;
    checkedIn?: boolean;
  },
) {
  const { ownerId, petId, skillId, checkedIn, ...progress } = values;
  const stay = checkedIn ? await insertCheckedInStay(db, { ownerId, petId }) : null;
  const [item] = await db
    .insert(cartItems)
    .values({ userId: ownerId, petId, skillId, status: 'purchased', bookingId: stay?.id ?? null, pricePaid: stay ? 2500 : null })
    .returning();
  const [row] = await db
    .insert(skillProgress)
    .values({ cartItemId: item.id, ...progress })
    .returning();
  return row;
}

/** Makes a trainer "work with" a pet (decisions.md 1): a new skill of the pet, open and assigned to them. */
export async function assignSkillToTrainer(db: Db, values: { petId: number; ownerId: number; trainerId: number }) {
  const skill = await insertTrainingSkill(db);
  return insertSkillProgress(db, { ...values, skillId: skill.id });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An upcoming boarding stay of `nights` nights (starting `daysAhead` days from now at noon UTC),
 * unpaid unless `paymentStatus` says otherwise: what checkout attaches skills to.
 */
export async function insertBoardingStay(
  db: Db,
  values: { petId: number; ownerId: number; nights: number; daysAhead?: number } & Partial<Omit<NewBooking, 'petId' | 'ownerId'>>,
) {
  const { nights, daysAhead = 30, ...rest } = values;
  const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + daysAhead * DAY_MS + DAY_MS / 2);
  return insertBooking(db, {
    serviceType: 'boarding',
    status: 'pending',
    paymentStatus: 'pending',
    totalPrice: 8900 * nights,
    startDate: start,
    endDate: new Date(start.getTime() + nights * DAY_MS),
    ...rest,
  });
}

const sinceTodayBegan = () => Date.now() - todayBounds().start.getTime();

/**
 * A paid boarding stay that began `startedAgoMs` ago and lasts `nights`: what the front desk sees
 * in house once checked in (pass `status: 'checked_in'`). By default it began today: an hour ago,
 * or at midnight in the business's zone (the process's, in tests) when the day is younger.
 */
export async function insertStayUnderWay(
  db: Db,
  values: { petId: number; ownerId: number; nights?: number; startedAgoMs?: number } & Partial<Omit<NewBooking, 'petId' | 'ownerId'>>,
) {
  const { nights = 2, startedAgoMs = Math.min(60 * 60 * 1000, sinceTodayBegan()), ...rest } = values;
  const start = new Date(Date.now() - startedAgoMs);
  return insertBoardingStay(db, {
    nights,
    status: 'confirmed',
    paymentStatus: 'paid',
    startDate: start,
    endDate: new Date(start.getTime() + nights * DAY_MS),
    ...rest,
  });
}

/** A paid stay under way that staff checked in an hour ago (its stay check recorded). */
export async function insertCheckedInStay(db: Db, values: { petId: number; ownerId: number; nights?: number }) {
  const stay = await insertStayUnderWay(db, { ...values, status: 'checked_in' });
  await db.insert(stayChecks).values({ bookingId: stay.id, kind: 'check_in' });
  return stay;
}

/** An ISO BMFF box: 32-bit size, 4-letter type, body. */
const mp4Box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const ftypBox = (majorBrand: string) =>
  mp4Box('ftyp', Buffer.concat([Buffer.from(majorBrand, 'latin1'), Buffer.alloc(4), Buffer.from('isommp41', 'latin1')]));

/** The first bytes of an MP4 (an 'isom' ftyp box, then media data): enough for the content check. */
export const tinyMp4 = (mediaBytes = 256) =>
  Buffer.concat([ftypBox('isom'), mp4Box('free', Buffer.alloc(16)), mp4Box('mdat', Buffer.alloc(mediaBytes, 7))]);

/** A QuickTime movie's first bytes (an ftyp box with the 'qt  ' brand), as an iPhone records. */
export const tinyQuickTime = (mediaBytes = 256) => Buffer.concat([ftypBox('qt  '), mp4Box('mdat', Buffer.alloc(mediaBytes, 9))]);

/** A WebM's first bytes (an EBML header whose DocType is 'webm', then a Segment), as MediaRecorder writes. */
export const tinyWebm = (mediaBytes = 256) => {
  const docType = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm')]);
  const ebml = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([ebml, segment, Buffer.alloc(mediaBytes, 3)]);
};

/** A published program by `trainerId` with the pet enrolled in its first version (a "client pet" by program, decisions.md 16). */
export async function enrolInTrainerProgram(db: Db, values: { petId: number; ownerId: number; trainerId: number; title?: string }) {
  const content = { modules: [], prerequisites: [], equipment: [], breedRecommendations: [] };
  const title = values.title ?? `Puppy basics ${randomBytes(3).toString('hex')}`;
  const [program] = await db
    .insert(trainingPrograms)
    .values({ title, description: 'Basics', createdBy: values.trainerId, content, published: true })
    .returning();
  const [version] = await db
    .insert(programVersions)
    .values({
      programId: program.id,
      version: 1,
      title,
      description: 'Basics',
      difficulty: 'beginner',
      durationWeeks: 4,
      price: 9900,
      content,
      prerequisites: [],
      equipment: [],
      breedRecommendations: [],
    })
    .returning();
  await db
    .insert(programEnrollments)
    .values({ userId: values.ownerId, petId: values.petId, programId: program.id, programVersionId: version.id });
  return program;
}
