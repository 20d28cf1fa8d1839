// Shared by the programs API tests: a program body as the curriculum builder sends it (price in
// cents, the curriculum lists inside content and again at top level), and quick reads of what
// was stored.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programEnrollments, programVersions, trainingPrograms } from '../../db/schema';

const lesson = (id: string, title: string) => ({
  id,
  title,
  description: `How to teach ${title.toLowerCase()}`,
  videoUrl: '',
  steps: [
    { id: `${id}-s1`, description: 'Lure into position' },
    { id: `${id}-s2`, description: 'Add the cue' },
  ],
  successCriteria: [{ id: `${id}-c1`, description: 'Eight out of ten on cue' }],
  tips: [{ id: `${id}-t1`, description: 'Short sessions' }],
  completionTime: 15,
});

export function programBody(overrides: Record<string, unknown> = {}) {
  const content = {
    modules: [
      {
        id: 'm1',
        title: 'Foundations',
        description: 'The basics',
        duration: 7,
        lessons: [lesson('m1-l1', 'Sit'), lesson('m1-l2', 'Down')],
      },
      { id: 'm2', title: 'Proofing', description: 'Add distractions', duration: 7, lessons: [lesson('m2-l1', 'Stay')] },
    ],
    prerequisites: [{ id: 'p1', description: 'Knows its name' }],
    equipment: [
      { id: 'e1', name: 'Leash', optional: false },
      { id: 'e2', name: 'Clicker', optional: true },
    ],
    breedRecommendations: [{ id: 'b1', breed: 'Beagle', suitability: 'good', notes: 'Food motivated' }],
  };
  return {
    title: 'Puppy Manners',
    description: 'Polite puppies in two weeks.',
    difficulty: 'beginner',
    durationWeeks: 2,
    price: 9900,
    thumbnail: '',
    published: true,
    content,
    prerequisites: content.prerequisites,
    equipment: content.equipment,
    breedRecommendations: content.breedRecommendations,
    ...overrides,
  };
}

export async function storedProgram(db: Db, id: number) {
  const [row] = await db.select().from(trainingPrograms).where(eq(trainingPrograms.id, id));
  return row;
}

export async function storedVersions(db: Db, programId: number) {
  return db.select().from(programVersions).where(eq(programVersions.programId, programId)).orderBy(asc(programVersions.version));
}

export async function storedEnrollments(db: Db, programId: number) {
  return db.select().from(programEnrollments).where(eq(programEnrollments.programId, programId));
}
