// The minimal baseline writes a stored curriculum back in the response schema's key order; a wrong
// order or a dropped field would make its bytes differ from the app's and fail the bench's row.
import { describe, expect, it } from 'vitest';
import { programContentOut } from './minimal-program-content';

describe('programContentOut', () => {
  it('orders every level as the response schema does and leaves absent optional fields out', () => {
    // As jsonb hands it back: shorter keys first.
    const stored = {
      modules: [
        {
          id: 'm1',
          title: 'Week 1',
          lessons: [
            {
              id: 'l1',
              tips: [],
              steps: [{ description: 'Sit', id: 's1' }],
              title: 'Sit',
              description: 'd',
              completionTime: 10,
              successCriteria: [],
            },
          ],
          duration: 7,
          description: 'First week',
        },
      ],
      equipment: [{ optional: true, id: 'e1', name: 'Clicker' }],
      prerequisites: [{ description: 'Healthy', id: 'p1' }],
      breedRecommendations: [{ id: 'b1', notes: 'Keen', breed: 'Collie', suitability: 'excellent' }],
    };
    expect(JSON.stringify(programContentOut(stored))).toBe(
      '{"modules":[{"id":"m1","title":"Week 1","description":"First week","duration":7,"lessons":[{"id":"l1","title":"Sit",' +
        '"description":"d","steps":[{"id":"s1","description":"Sit"}],"successCriteria":[],"tips":[],"completionTime":10}]}],' +
        '"prerequisites":[{"id":"p1","description":"Healthy"}],"equipment":[{"id":"e1","name":"Clicker","optional":true}],' +
        '"breedRecommendations":[{"id":"b1","breed":"Collie","suitability":"excellent","notes":"Keen"}]}',
    );
  });
});
