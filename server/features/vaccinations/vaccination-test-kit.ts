// What the vaccination test files share: a dog of an owner's, a rabies record for it, the stored row.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { vaccinations } from '../../db/schema';
import { postPet } from '../../../tests/helpers/factories';
import type { UsedTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

// Stored as sent: the record routes take any expiry on or after the date given (which is in the
// past), so these dates never go stale; status tests count from today.
export const rabies = {
  vaccine: 'rabies',
  givenOn: '2026-03-05',
  expiresOn: '2029-03-05',
  batchNumber: 'RB-1234',
  clinic: 'Happy Paws Clinic',
};

export function vaccinationKit(t: UsedTestApp) {
  return {
    createDog: (who: RegisteredUser, name = 'Rex') => postPet(t.app, who, { name, petType: 'dog', breed: 'Beagle' }),
    async createRecord(who: RegisteredUser, petId: number, body: Record<string, unknown> = rabies) {
      const res = await t.call('POST', `/api/pets/${petId}/vaccinations`, who, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; proof: string | null };
    },
    stored: async (id: number) => (await t.db.select().from(vaccinations).where(eq(vaccinations.id, id)))[0],
  };
}

/** A 1x1 PNG: a photo of a certificate, as far as the byte check goes. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** POST /api/vaccinations/:id/proof's multipart body. */
export function proofForm(bytes: Buffer, type = 'application/pdf', name = 'certificate.pdf') {
  const form = new FormData();
  form.append('proof', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
