// Skill steps for specs that teach one: the demo trainer starts clean, and staff check a stay in so
// its skills can be taught (decisions.md 59).
import type { Page } from 'playwright-core';
import type { SkillProgress } from '../../../common/skill-schemas';
import { asDemoAdmin, expectOk } from './accounts';
import { baseUrl } from './browser';

export async function signInThroughApi(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`POST /api/login answered ${response.status()}: ${await response.text()}`);
}

/**
 * The demo data starts the demo trainer with skills in progress (decisions.md 6 gives a new
 * skill to the trainer with the fewest open ones): it completes them, as its dashboard would. A
 * skill on a stay not checked in yet cannot be taught (decisions.md 59), as another spec's scene
 * leaves one on a stay weeks ahead: staff cancel that stay, which returns the skill to its
 * owner's cart (decisions.md 34).
 */
export async function finishDemoTrainersOpenSkills(page: Page) {
  await signInThroughApi(page, 'demo_trainer', 'demo-trainer-pass');
  const assigned = (await (await page.request.get('/api/skill-progress/assigned')).json()) as SkillProgress[];
  const notBegun: number[] = [];
  for (const item of assigned.filter((progress) => !progress.completed)) {
    const response = await page.request.put(`/api/skill-progress/${item.id}`, { data: { completed: true } });
    if (response.status() === 409 && item.bookingId !== null && /not checked in/.test(await response.text())) notBegun.push(item.bookingId);
    else if (!response.ok()) throw new Error(`PUT /api/skill-progress/${item.id} answered ${response.status()}: ${await response.text()}`);
  }
  await page.context().clearCookies();
  for (const bookingId of new Set(notBegun))
    await asDemoAdmin(baseUrl, async (admin) => expectOk(await admin.post(`/api/admin/bookings/${bookingId}/cancel`, { data: {} })));
}

/** Staff check a stay in (confirming it unpaid, if it is), as the desk does at /admin/today. */
export async function checkInThroughApi(bookingId: number) {
  await asDemoAdmin(baseUrl, async (admin) =>
    expectOk(await admin.post(`/api/admin/bookings/${bookingId}/check-in`, { data: { confirm: ['unpaid'] } })),
  );
}
