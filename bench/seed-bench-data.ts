// The data the API bench reads, created through the app's own API as a user would: an owner with
// 20 pets, 50 bookings (45 boarding stays, 5 training sessions with the demo trainer), vaccination
// records, 20 notifications, 3 enrolments and 3 skills in the cart; and the demo trainer's session.
import { day } from '../tests/helpers/test-calendar';

const PET_COUNT = 20;
const BOARDING_COUNT = 45;
const TRAINING_COUNT = 5;
const NOTIFICATION_COUNT = 20;

export type BenchUsers = { ownerCookie: string; trainerCookie: string; firstPetId: number };

export async function seedBenchData(baseUrl: string): Promise<BenchUsers> {
  const api = client(baseUrl);
  const owner = await api.send('POST', '/api/register', undefined, {
    username: 'bench_owner',
    password: 'bench-owner-password',
    email: 'bench_owner@example.com',
    firstName: 'Bench',
    isTrainer: false,
  });
  const ownerCookie = owner.cookie;
  const petIds: number[] = [];
  for (let index = 1; index <= PET_COUNT; index++) {
    const pet = await api.send('POST', '/api/pets', ownerCookie, {
      name: `Pet ${index}`,
      petType: 'dog',
      breed: 'Mixed Breed',
      age: index % 15,
      size: 'medium',
    });
    petIds.push((pet.body as { id: number }).id);
  }
  const firstPetId = petIds[0];
  // Valid past the last night the writes section books (its nights run to about 5,000 days ahead).
  for (const vaccine of ['rabies', 'dhpp', 'bordetella']) {
    await api.send('POST', `/api/pets/${firstPetId}/vaccinations`, ownerCookie, {
      vaccine,
      givenOn: '2026-01-05',
      expiresOn: day('2045-01-05'),
      clinic: 'Bench Clinic',
    });
  }
  for (let index = 0; index < BOARDING_COUNT; index++) {
    await api.send('POST', '/api/bookings', ownerCookie, boardingBooking(firstPetId, 1000 + index * 3));
  }
  for (let index = 0; index < TRAINING_COUNT; index++) {
    const sessionDay = isoDay(1200 + index);
    await api.send('POST', '/api/bookings', ownerCookie, {
      petId: firstPetId,
      serviceType: 'training',
      startDate: `${sessionDay}T10:00:00.000Z`,
      endDate: null,
      notes: '',
    });
  }
  for (let index = 1; index <= NOTIFICATION_COUNT; index++) {
    await api.send('POST', '/api/notifications', ownerCookie, {
      title: `Bench notification ${index}`,
      message: 'Something happened to one of your pets.',
      type: 'info',
    });
  }
  const programs = (await api.send('GET', '/api/training-programs', ownerCookie)).body as { id: number }[];
  for (const program of programs.slice(0, 3)) {
    await api.send('POST', `/api/training-programs/${program.id}/enroll`, ownerCookie, { petId: firstPetId });
  }
  const skills = (await api.send('GET', '/api/training-skills', ownerCookie)).body as { id: number }[];
  for (const skill of skills.slice(0, 3)) {
    await api.send('POST', '/api/cart', ownerCookie, { skillId: skill.id, petId: firstPetId });
  }
  const trainer = await api.send('POST', '/api/login', undefined, { username: 'demo_trainer', password: 'demo-trainer-pass' });
  return { ownerCookie, trainerCookie: trainer.cookie, firstPetId };
}

/** A one-night boarding stay `daysAhead` days after (nominal) 2027-01-01, at the 9 AM drop-off slot. */
export function boardingBooking(petId: number, daysAhead: number) {
  return {
    petId,
    serviceType: 'boarding',
    startDate: `${isoDay(daysAhead)}T09:00:00.000Z`,
    endDate: `${isoDay(daysAhead + 1)}T09:00:00.000Z`,
    additionalPetIds: [],
    notes: '',
  };
}

/** A day of the tests' nominal calendar (tests/helpers/test-calendar.ts), moved to lie ahead of today. */
export function isoDay(daysAfter2027: number): string {
  return day(new Date(Date.UTC(2027, 0, 1 + daysAfter2027)).toISOString().slice(0, 10));
}

type Reply = { status: number; body: unknown; cookie: string };

export function client(baseUrl: string) {
  return {
    async send(method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Reply> {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`Seeding: ${method} ${path} answered ${response.status} ${text}`);
      const setCookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
      return { status: response.status, body: text ? JSON.parse(text) : null, cookie: setCookie.join('; ') || (cookie ?? '') };
    },
  };
}
