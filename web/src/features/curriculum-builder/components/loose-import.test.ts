import { describe, expect, it } from 'vitest';
import { looseImportToFormValues } from './loose-import';

describe('looseImportToFormValues', () => {
  it('keeps what is usable and leaves the rest empty for the form to flag at its field', () => {
    const values = looseImportToFormValues({
      title: 'Puppy Basics',
      difficulty: 'expert',
      price: 14900,
      durationWeeks: 'six',
      content: {
        modules: [{ id: 'm1', title: 42, duration: 10, lessons: [{ id: 'l1', completionTime: 0, steps: [{ description: 'Sit' }] }] }],
      },
      equipment: [{ id: 'e1', name: 'Leash', optional: true }],
    });
    expect(values).toMatchObject({ title: 'Puppy Basics', difficulty: 'beginner', price: 149, durationWeeks: '', description: '' });
    expect(values.content.modules[0]).toMatchObject({ id: 'm1', title: '', duration: 10 });
    expect(values.content.modules[0].lessons[0]).toMatchObject({ id: 'l1', title: '', completionTime: 0 });
    expect(values.content.modules[0].lessons[0].steps[0].description).toBe('Sit');
    expect(values.content.equipment).toEqual([{ id: 'e1', name: 'Leash', optional: true }]);
  });
});
