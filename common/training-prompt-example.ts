// The worked example of the training prompt (GET /api/dog-training-prompt.pdf and /training-prompt):
// a small but complete program in exactly the JSON the curriculum builder imports and the API
// accepts (programInputSchema; price in cents). A test keeps it valid.
import type { ProgramInput } from './program-schemas';

export const trainingPromptExample = {
  title: 'Loose-Leash Walking Foundations',
  description:
    'Two weeks of short, positive sessions that teach a dog to walk beside you on a loose leash: first in a quiet room, then on real streets with everyday distractions.',
  difficulty: 'beginner',
  durationWeeks: 2,
  price: 4900,
  published: false,
  content: {
    modules: [
      {
        id: 'm1',
        title: 'Week 1: The Reward Zone',
        description: 'Build value for the spot beside your leg before the leash goes on.',
        duration: 7,
        lessons: [
          {
            id: 'm1-l1',
            title: 'Find the Reward Zone',
            description: 'Teach the dog that standing next to your left leg pays off.',
            steps: [
              { id: 'm1-l1-s1', description: 'Hold treats in your left hand at the seam of your trousers.' },
              { id: 'm1-l1-s2', description: 'Mark with a cheerful word the moment the dog arrives at your leg, then feed right there.' },
              { id: 'm1-l1-s3', description: 'Toss a treat a short way ahead to reset, and repeat ten times.' },
            ],
            successCriteria: [{ id: 'm1-l1-c1', description: 'The dog returns to your left leg within 3 seconds, 8 times out of 10.' }],
            tips: [{ id: 'm1-l1-t1', description: 'Keep sessions under five minutes and stop while the dog still wants more.' }],
            completionTime: 10,
          },
          {
            id: 'm1-l2',
            title: 'First Steps Together',
            description: 'Add movement: one step, then two, then five, rewarding at your leg.',
            videoUrl: 'https://www.youtube.com/watch?v=example',
            steps: [
              { id: 'm1-l2-s1', description: 'Take one step forward and reward when the dog moves with you.' },
              { id: 'm1-l2-s2', description: 'Build up to five steps between rewards.' },
              { id: 'm1-l2-s3', description: 'Change direction often so the dog keeps watching you.' },
            ],
            successCriteria: [{ id: 'm1-l2-c1', description: 'Five steps indoors with the dog at your leg and no leash tension.' }],
            tips: [{ id: 'm1-l2-t1', description: 'Use small, soft treats so the dog can eat while walking.' }],
            completionTime: 15,
          },
        ],
      },
      {
        id: 'm2',
        title: 'Week 2: Real Streets',
        description: 'Take the skill outside and keep it under distraction.',
        duration: 7,
        lessons: [
          {
            id: 'm2-l1',
            title: 'Stop When the Leash Tightens',
            description: 'Pulling never gets the dog where it wants to go.',
            steps: [
              { id: 'm2-l1-s1', description: 'Walk on a quiet street and stop the moment the leash goes tight.' },
              { id: 'm2-l1-s2', description: 'Wait for slack, mark it, and reward at your leg.' },
              { id: 'm2-l1-s3', description: 'Move on again only when the leash is loose.' },
            ],
            successCriteria: [{ id: 'm2-l1-c1', description: 'A full block with fewer than three stops for pulling.' }],
            tips: [{ id: 'm2-l1-t1', description: 'Walk before meals, when treats are most valuable.' }],
            completionTime: 20,
          },
          {
            id: 'm2-l2',
            title: 'Passing Distractions',
            description: 'Keep a loose leash past other dogs, people and smells.',
            steps: [
              { id: 'm2-l2-s1', description: 'Start far from the distraction and reward every glance back at you.' },
              { id: 'm2-l2-s2', description: 'Close the distance a little on each pass.' },
              { id: 'm2-l2-s3', description: 'Let the dog sniff as a reward after a good pass.' },
            ],
            successCriteria: [{ id: 'm2-l2-c1', description: 'The dog passes another dog across the street on a loose leash.' }],
            tips: [{ id: 'm2-l2-t1', description: 'If the dog cannot take food, you are too close: add distance.' }],
            completionTime: 20,
          },
        ],
      },
    ],
    prerequisites: [{ id: 'p1', description: 'The dog responds to its name and takes food from your hand.' }],
    equipment: [
      { id: 'e1', name: 'Flat collar or front-clip harness', optional: false },
      { id: 'e2', name: '2 m (6 ft) leash', optional: false },
      { id: 'e3', name: 'Treat pouch', optional: true },
    ],
    breedRecommendations: [
      { id: 'b1', breed: 'Labrador Retriever', suitability: 'excellent', notes: 'Food-motivated and eager to work.' },
      {
        id: 'b2',
        breed: 'Siberian Husky',
        suitability: 'challenging',
        notes: 'Bred to pull: expect slower progress and keep sessions short.',
      },
    ],
  },
} satisfies ProgramInput;
