import type { Enrollment, Program, ProgramSummary } from '@common/program-schemas';

const content: Program['content'] = {
  modules: [
    {
      id: 'm1',
      title: 'Foundations',
      description: 'Attention and the first cues.',
      duration: 7,
      lessons: [
        {
          id: 'l1',
          title: 'Name recognition',
          description: 'Teach your dog to look at you when called.',
          videoUrl: 'https://videos.example.com/name',
          steps: [
            { id: 's1', description: 'Say the name once' },
            { id: 's2', description: 'Reward eye contact' },
          ],
          successCriteria: [{ id: 'c1', description: 'Looks at you 8 times out of 10' }],
          tips: [{ id: 't1', description: 'Keep sessions short' }],
          completionTime: 15,
        },
        { id: 'l2', title: 'Sit', description: '', steps: [], successCriteria: [], tips: [], completionTime: 20 },
      ],
    },
    {
      id: 'm2',
      title: 'Leash Skills',
      description: '',
      duration: 14,
      lessons: [{ id: 'l3', title: 'Loose leash', description: '', steps: [], successCriteria: [], tips: [], completionTime: 30 }],
    },
  ],
  prerequisites: [{ id: 'p1', description: 'Up to date on vaccines' }],
  equipment: [
    { id: 'e1', name: '6 ft leash', optional: false },
    { id: 'e2', name: 'Clicker', optional: true },
  ],
  breedRecommendations: [{ id: 'b1', breed: 'Beagle', suitability: 'excellent', notes: 'Food motivated' }],
};

/** A published program as GET /api/training-programs/:id answers it. */
export function sampleProgram(overrides: Partial<Program> = {}): Program {
  const program: Program = {
    id: 1,
    title: 'Basic Obedience Training',
    description: 'Sit, stay, come and walking nicely on a leash.',
    difficulty: 'beginner',
    durationWeeks: 4,
    price: 14900,
    thumbnail: null,
    createdBy: 2,
    authorName: 'Sam Rivera',
    content,
    prerequisites: content.prerequisites,
    equipment: content.equipment,
    breedRecommendations: content.breedRecommendations,
    published: true,
    version: 1,
    createdAt: '2024-03-05T10:00:00.000Z',
    updatedAt: '2024-03-05T10:00:00.000Z',
    ...overrides,
  };
  return program;
}

/** A program as the lists (GET /api/training-programs, `?mine=true`) answer it: no content, counts instead. */
export function programSummary(program: Program): ProgramSummary {
  const { content, prerequisites: _prerequisites, equipment: _equipment, breedRecommendations: _breeds, ...card } = program;
  return {
    ...card,
    moduleCount: content.modules.length,
    lessonCount: content.modules.reduce((total, module) => total + module.lessons.length, 0),
  };
}

/** The list answer for `programs`: their summaries. */
export const programList = (programs: Program[]) => ({ body: programs.map(programSummary) });

/** An enrolment as GET /api/enrollments answers it: pet 7 follows version 1 of program 1. */
export function sampleEnrollment(overrides: Partial<Enrollment> = {}): Enrollment {
  return {
    id: 51,
    userId: 1,
    petId: 7,
    petName: 'Biscuit',
    programId: 1,
    version: 1,
    latestVersion: 1,
    program: sampleProgram(),
    paymentStatus: 'free',
    priceCents: 0,
    paidAt: null,
    refund: null,
    createdAt: '2024-04-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A program as the Training Prompt drafts it for Import JSON: the API's payload, its price in cents. */
export const sampleImportPayload = {
  title: 'Puppy Basics',
  description: 'Short daily lessons for new puppies.',
  difficulty: 'beginner',
  durationWeeks: 4,
  price: 14900,
  published: false,
  content: {
    modules: [{ id: 'm1', title: 'Foundations', description: '', duration: 7, lessons: [{ id: 'l1', title: 'Sit', completionTime: 15 }] }],
  },
  equipment: [{ id: 'e1', name: 'Leash' }],
};
