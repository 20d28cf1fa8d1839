import { describe, expect, it } from 'vitest';
import { joinNames } from './name-list';

describe('joinNames', () => {
  it('writes one, two and three names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Buddy'])).toBe('Buddy');
    expect(joinNames(['Buddy', 'Mochi'])).toBe('Buddy and Mochi');
    expect(joinNames(['Buddy', 'Mochi', 'Rex'])).toBe('Buddy, Mochi and Rex');
  });
});
