// Pets made straight through the API with the page's session cookie, for specs about what
// happens after a pet exists (the Add Pet dialog has specs of its own).
import type { Page } from 'playwright-core';

export type E2ePet = { id: number; name: string };

/** POST /api/pets as the signed-in user of `page`. */
export async function addPetThroughApi(page: Page, pet: { name: string; petType?: string; breed?: string }): Promise<E2ePet> {
  const response = await page.request.post('/api/pets', {
    data: { petType: 'dog', breed: 'Beagle', age: 4, size: 'medium', ...pet },
  });
  if (!response.ok()) throw new Error(`POST /api/pets answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as E2ePet;
}
