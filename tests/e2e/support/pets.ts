// Pets made straight through the API with the page's session cookie, for specs about what
// happens after a pet exists (the Add Pet dialog has specs of its own).
import type { Page } from 'playwright-core';
import { SERVICE_TYPES } from '../../../common/booking-choices';
import { addCalendarDays } from '../../../common/business-time';
import type { PetType } from '../../../common/pet-schemas';
import { requiredVaccines, suggestedExpiry } from '../../../common/vaccines';

export type E2ePet = { id: number; name: string };

/** POST /api/pets as the signed-in user of `page`. */
export async function addPetThroughApi(page: Page, pet: { name: string; petType?: string; breed?: string }): Promise<E2ePet> {
  const response = await page.request.post('/api/pets', {
    data: { petType: 'dog', breed: 'Beagle', age: 4, size: 'medium', ...pet },
  });
  if (!response.ok()) throw new Error(`POST /api/pets answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as E2ePet;
}

/**
 * A pet with every vaccine any service requires, given two days ago and valid three years, added
 * through POST /api/pets/:petId/vaccinations: bookings of it pass the vaccination gate.
 */
export async function addVaccinatedPetThroughApi(page: Page, pet: { name: string; petType?: string; breed?: string }): Promise<E2ePet> {
  const added = await addPetThroughApi(page, pet);
  const givenOn = addCalendarDays(new Date().toISOString().slice(0, 10), -2);
  const profile = { petType: (pet.petType ?? 'dog') as PetType, breed: pet.breed ?? 'Beagle' };
  const codes = new Set(SERVICE_TYPES.flatMap((service) => requiredVaccines(profile, service)));
  for (const vaccine of codes) {
    const response = await page.request.post(`/api/pets/${added.id}/vaccinations`, {
      data: { vaccine, givenOn, expiresOn: suggestedExpiry(vaccine, givenOn, 36) },
    });
    if (!response.ok()) throw new Error(`POST vaccinations answered ${response.status()}: ${await response.text()}`);
  }
  return added;
}
