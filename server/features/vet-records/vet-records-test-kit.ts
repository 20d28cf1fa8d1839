// Shared by the vet-record API tests: a test app with an owner and a stranger, the record the
// product's client sends, and quick ways to make and read records.
import { beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { vetRecords } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import { postPet } from '../../../tests/helpers/factories';
import { useTestApp, type UsedTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

// What the product's client (decisions.md 37) sends: the duplicated fields carry the same values.
// A past visit: records are history, so their dates never expire.
export const visit = {
  visitDate: '2024-03-05',
  date: '2024-03-05',
  veterinarian: 'Dr. Lee',
  vetName: 'Dr. Lee',
  clinicName: 'Happy Paws Clinic',
  diagnosis: 'Ear infection',
  treatment: 'Ear drops',
  medications: 'Otomax',
  labResults: '',
  vaccinations: 'Rabies',
  notes: 'Recheck in two weeks',
  followUpDate: '2024-03-19',
  nextAppointmentDate: '2024-03-19',
  recordType: 'Medical Visit',
};

export type VetRecordsKit = {
  t: UsedTestApp;
  call: ReturnType<typeof apiCaller>;
  /** Set before the first test. */
  owner: RegisteredUser;
  stranger: RegisteredUser;
  createPet(who: RegisteredUser): ReturnType<typeof postPet>;
  createRecord(who: RegisteredUser, petId: number, overrides?: Record<string, unknown>): Promise<{ id: number; petId: number }>;
  storedRecord(id: number): Promise<typeof vetRecords.$inferSelect>;
  recordCount(): Promise<number>;
};

/** Call once at the top of a test file. */
export function useVetRecordsKit(): VetRecordsKit {
  const t = useTestApp();
  const call = apiCaller(() => t.app);
  const kit: VetRecordsKit = {
    t,
    call,
    owner: undefined as never,
    stranger: undefined as never,
    createPet: (who) => postPet(t.app, who, { name: 'Rex', petType: 'dog', breed: 'Beagle' }),
    async createRecord(who, petId, overrides = {}) {
      const res = await call('POST', `/api/pets/${petId}/vet-records`, who, { ...visit, ...overrides });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: number; petId: number };
    },
    storedRecord: async (id) => (await t.database.db.select().from(vetRecords).where(eq(vetRecords.id, id)))[0],
    recordCount: () => t.database.db.$count(vetRecords),
  };
  beforeAll(async () => {
    kit.owner = await registerUser(t.app);
    kit.stranger = await registerUser(t.app);
  });
  return kit;
}
