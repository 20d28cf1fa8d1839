// What the pages section's pages show, created through the API as people would: the owner writes
// to the business and staff answer (the messages pages and the staff inbox), the demo trainer
// writes to the owner and drafts a program of their own, which the builder opens. The demo data
// (DEMO_ACCOUNTS) brings the rest: the trainer's clients and published programs, and a stay in the
// kennel today with its rounds on the day board.
export type PagesData = {
  cookies: { owner: string; trainer: string; staff: string };
  ownerPetId: number;
  /** A pet of the trainer's clients, for the trainer's workspace of one pet. */
  trainerClientPetId: number;
  /** The program the builder opens (`/curriculum-builder?program=<id>`). */
  builderProgramId: number;
};

export async function seedPagesData(baseUrl: string, ownerCookie: string, ownerPetId: number): Promise<PagesData> {
  const send = sender(baseUrl);
  const trainer = await signIn(baseUrl, 'demo_trainer', 'demo-trainer-pass');
  const staff = await signIn(baseUrl, 'demo_admin', 'demo-admin-pass');
  const owner = (await send('GET', '/api/user', ownerCookie)) as { id: number };

  const withBusiness = (await send('POST', '/api/conversations', ownerCookie, { with: 'business' })) as { id: number };
  for (const [cookie, text] of [
    [ownerCookie, 'Hello! Could Pet 1 have an extra walk in the afternoons during the stay?'],
    [staff, 'Of course: we will add a 3 PM walk to the schedule.'],
    [ownerCookie, 'Thank you, and please send a photo if you can.'],
  ]) {
    await send('POST', `/api/conversations/${withBusiness.id}/messages`, cookie, { text });
  }
  const withOwner = (await send('POST', '/api/conversations', trainer, { with: { ownerId: owner.id } })) as { id: number };
  await send('POST', `/api/conversations/${withOwner.id}/messages`, trainer, {
    text: 'Great session today: the loose-leash walk is coming along.',
  });

  const program = (await send('POST', '/api/training-programs', trainer, builderProgram)) as { id: number };
  const clients = (await send('GET', '/api/trainer/clients', trainer)) as { pet: { id: number } }[];
  const trainerClientPetId = clients[0]?.pet.id;
  if (!trainerClientPetId) throw new Error('Seeding the pages: the demo trainer has no client pets');
  return { cookies: { owner: ownerCookie, trainer, staff }, ownerPetId, trainerClientPetId, builderProgramId: program.id };
}

/** A draft with two modules of lessons, as a trainer would have it half-way through writing. */
const builderProgram = {
  title: 'Calm Visits to the Vet',
  description: 'Four weeks of handling, waiting-room manners and exam-table practice, so that a vet visit is routine.',
  difficulty: 'beginner',
  durationWeeks: 4,
  price: 8900,
  published: false,
  content: {
    modules: [1, 2].map((module) => ({
      id: `module-${module}`,
      title: module === 1 ? 'Handling at home' : 'The waiting room',
      description: 'Short daily sessions with plenty of rewards.',
      duration: 14,
      lessons: [1, 2, 3].map((lesson) => ({
        id: `lesson-${module}-${lesson}`,
        title: `Lesson ${lesson}`,
        description: 'Practise for five minutes, twice a day.',
        completionTime: 15,
      })),
    })),
  },
};

async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseUrl).origin },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Seeding the pages: sign-in as ${username} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function sender(baseUrl: string) {
  return async (method: string, path: string, cookie: string, body?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = { cookie, origin: new URL(baseUrl).origin };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`Seeding the pages: ${method} ${path} answered ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}
