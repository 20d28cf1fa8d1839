import { describe, expect, it } from 'vitest';
import { PET_TYPES, SIZES_BY_TYPE, SMALL_ANIMAL_KINDS, TEMPERAMENTS_BY_TYPE, sizeLabel } from './pet-choices';

describe('pet choices', () => {
  it('offer the pet types, small animal kinds, sizes and temperaments of the product', () => {
    expect(PET_TYPES.map((type) => type.label)).toEqual(['Dog', 'Cat', 'Small Animal']);
    expect(SMALL_ANIMAL_KINDS).toHaveLength(10);
    expect(SIZES_BY_TYPE.cat.map((size) => size.label)).toEqual([
      'Small (under 8 lbs)',
      'Medium (8-12 lbs)',
      'Large (12-18 lbs)',
      'Giant (18+ lbs)',
    ]);
    expect(TEMPERAMENTS_BY_TYPE.dog).toHaveLength(14);
    expect(TEMPERAMENTS_BY_TYPE.small_animal).toContain('Skittish');
  });

  it('labels a stored size for its pet type', () => {
    expect(sizeLabel('dog', 'medium')).toBe('Medium (25-50 lbs)');
    expect(sizeLabel('small_animal', 'tiny')).toBe('Tiny (under 0.5 lbs)');
    expect(sizeLabel('cat', null)).toBeNull();
    expect(sizeLabel('cat', 'enormous')).toBe('enormous');
  });
});
