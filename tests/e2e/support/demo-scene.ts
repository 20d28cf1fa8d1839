// Real data behind the demo accounts, so the pages an accessibility check visits show filled lists,
// badges and dialogs rather than empty states: a paid and an unpaid stay, a skill in the cart, a
// skill being taught and a pet enrolled in one of the demo trainer's programs (a trainer client).
// Made through the API with the signed-in demo owner's session; safe to run twice.
import type { Page } from 'playwright-core';
import type { Skill } from '../../../common/skill-schemas';
import { bookStayThroughApi, type E2eBooking } from './bookings';

export type OwnerScene = { petId: number; unpaidBooking: E2eBooking; paidBooking: E2eBooking };

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function postJson<T>(page: Page, url: string, data: object, allowConflict = false): Promise<T | null> {
  const response = await page.request.post(url, { data });
  if (allowConflict && response.status() === 409) return null;
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Pays a booking (or a program enrolment) with the sandbox's always-approved test card, as the card form does. */
export async function payThroughApi(page: Page, bookingId: number, what: 'bookingId' | 'enrollmentId' = 'bookingId') {
  const intent = await postJson<{ clientSecret: string }>(page, '/api/create-payment-intent', { [what]: bookingId });
  const confirmed = await postJson<{ status: string }>(page, '/api/sandbox/confirm', {
    clientSecret: intent!.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: '123',
  });
  if (confirmed?.status !== 'succeeded') throw new Error(`The sandbox did not approve the test card: ${JSON.stringify(confirmed)}`);
}

/** Sets up the demo owner's data; `page` must be signed in as the demo owner. */
export async function prepareOwnerScene(page: Page): Promise<OwnerScene> {
  const pets = await getJson<{ id: number }[]>(page, '/api/pets');
  if (pets.length === 0) throw new Error('The demo owner has no pets: the seed should have some.');
  const petId = pets[0].id;
  const skills = await getJson<Skill[]>(page, '/api/training-skills');
  const [taught, carted] = [...skills].sort((a, b) => a.minimumNights - b.minimumNights);
  const nights = Math.max(taught.minimumNights, carted.minimumNights);

  // Far enough ahead that other specs' stays and the capacity limit do not interfere.
  const unpaidBooking = await bookStayThroughApi(page, petId, 80 + Math.floor(Math.random() * 60), nights);
  const paidBooking = await bookStayThroughApi(page, petId, 150 + Math.floor(Math.random() * 60), 1);
  await payThroughApi(page, paidBooking.id);

  // One skill bought onto the unpaid stay (the trainer teaches it), one left waiting in the cart.
  const bought = await postJson<{ id: number }>(page, '/api/cart', { skillId: taught.id, petId }, true);
  if (bought) await postJson(page, '/api/checkout', { cartItems: [bought.id] });
  await postJson(page, '/api/cart', { skillId: carted.id, petId }, true);

  const programs = await getJson<{ id: number; authorName: string | null }[]>(page, '/api/training-programs');
  if (programs.length === 0) throw new Error('No published programs: the seed should have three.');
  const enrolled = await postJson<{ id: number; paymentStatus: string }>(
    page,
    `/api/training-programs/${programs[0].id}/enroll`,
    { petId },
    true,
  );
  // A priced program's enrolment counts once paid (decisions.md 72).
  if (enrolled?.paymentStatus === 'pending') await payThroughApi(page, enrolled.id, 'enrollmentId');
  return { petId, unpaidBooking, paidBooking };
}
