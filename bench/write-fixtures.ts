// The writes the open-loop sections make, each one a user could make and each meant to succeed:
// - a two-pet boarding stay, one night, by an owner of its own ("bench_booker", two vaccinated dogs),
//   so that the bench owner whose pages are read keeps the same data at every rate. Stays go on
//   nights of their own in turn, at most BOOKINGS_PER_NIGHT on a night (16 of the 20 places), so
//   capacity never refuses one;
// - a journal entry by the front desk (demo_admin, staff) in the demo stay that is under way
//   (the demo owner's checked-in stay, seeded with the demo accounts);
// - a message from the booker to the business, in their conversation with it.
// Prepared once per database run and shared by the sections, so the nights never repeat.
import type { BenchContext } from './bench-context';
import type { OpenLoopRequest } from './open-loop';
import { boardingBooking, client, isoDay } from './seed-bench-data';

/** Nights 0-949 of the nominal calendar: the bench owner's seeded stays start at night 1000. */
const NIGHTS = 950;
const BOOKINGS_PER_NIGHT = 8;

export type BenchWrites = {
  twoPetStay(): OpenLoopRequest;
  journalEntry(): OpenLoopRequest;
  messageToBusiness(): OpenLoopRequest;
};

const prepared = new WeakMap<BenchContext, Promise<BenchWrites>>();

export function benchWrites(context: BenchContext): Promise<BenchWrites> {
  let writes = prepared.get(context);
  if (!writes) {
    writes = prepareWrites(context);
    prepared.set(context, writes);
  }
  return writes;
}

async function prepareWrites(context: BenchContext): Promise<BenchWrites> {
  const api = client(context.app.baseUrl);
  const booker = await api.send('POST', '/api/register', undefined, {
    username: 'bench_booker',
    password: 'bench-booker-password',
    email: 'bench_booker@example.com',
    firstName: 'Booker',
    isTrainer: false,
  });
  const petIds: number[] = [];
  for (const name of ['Bo', 'Kit']) {
    const pet = await api.send('POST', '/api/pets', booker.cookie, { name, petType: 'dog', breed: 'Mixed Breed', age: 4, size: 'medium' });
    const petId = (pet.body as { id: number }).id;
    petIds.push(petId);
    for (const vaccine of ['rabies', 'dhpp', 'bordetella']) {
      await api.send('POST', `/api/pets/${petId}/vaccinations`, booker.cookie, {
        vaccine,
        givenOn: '2026-01-05',
        expiresOn: isoDay(7000),
        clinic: 'Bench Clinic',
      });
    }
  }
  const conversation = await api.send('POST', '/api/conversations', booker.cookie, { with: 'business' });
  const conversationId = (conversation.body as { id: number }).id;

  const demoOwner = await api.send('POST', '/api/login', undefined, { username: 'demo_owner', password: 'demo-owner-pass' });
  const demoBookings = (await api.send('GET', '/api/bookings', demoOwner.cookie)).body as { id: number; status: string }[];
  const stay = demoBookings.find((booking) => booking.status === 'checked_in');
  if (!stay) throw new Error('Bench writes: the demo data has no stay under way to write a journal entry in');
  const staff = await api.send('POST', '/api/login', undefined, { username: 'demo_admin', password: 'demo-admin-pass' });

  const json = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
  let stays = 0;
  let entries = 0;
  let messages = 0;
  return {
    twoPetStay: () => {
      const night = stays % NIGHTS;
      if (stays++ >= NIGHTS * BOOKINGS_PER_NIGHT) throw new Error('Bench writes: every night is as full as the bench lets it be');
      const body = { ...boardingBooking(petIds[0], night), additionalPetIds: [petIds[1]] };
      return {
        label: 'POST /api/bookings',
        method: 'POST',
        path: '/api/bookings',
        headers: json(booker.cookie),
        body: JSON.stringify(body),
      };
    },
    journalEntry: () => ({
      label: 'POST /api/admin/bookings/:id/journal',
      method: 'POST',
      path: `/api/admin/bookings/${stay.id}/journal`,
      headers: json(staff.cookie),
      body: JSON.stringify({ kind: 'play', time: '10:30', note: `Fetch in the yard, round ${++entries}` }),
    }),
    messageToBusiness: () => ({
      label: 'POST /api/conversations/:id/messages',
      method: 'POST',
      path: `/api/conversations/${conversationId}/messages`,
      headers: json(booker.cookie),
      body: JSON.stringify({ text: `Could Bo and Kit share a room? (question ${++messages})` }),
    }),
  };
}
