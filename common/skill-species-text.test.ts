import { describe, expect, it } from 'vitest';
import { skillSpeciesText, skillSuits } from './skill-schemas';

describe('skillSpeciesText', () => {
  it('names the species a skill suits in the pet-type order, as a card says it', () => {
    expect(skillSpeciesText(['dog'])).toBe('For dogs');
    expect(skillSpeciesText(['cat', 'dog'])).toBe('For dogs and cats');
    expect(skillSpeciesText(['small_animal', 'cat', 'dog'])).toBe('For dogs, cats and small animals');
  });
});

describe('skillSuits', () => {
  it('suits only the species the skill names', () => {
    expect(skillSuits({ species: ['dog'] }, 'dog')).toBe(true);
    expect(skillSuits({ species: ['dog'] }, 'cat')).toBe(false);
  });
});
