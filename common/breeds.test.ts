import { describe, expect, it } from 'vitest';
import {
  CAT_BREEDS,
  DOG_BREEDS,
  GUINEA_PIG_BREEDS,
  HAMSTER_BREEDS,
  RABBIT_BREEDS,
  breedOptionsFor,
  parseSmallAnimalBreed,
  smallAnimalBreedValue,
} from './breeds';

const alphabetical = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));

describe.each([
  ['dog', DOG_BREEDS, 190, 215],
  ['cat', CAT_BREEDS, 50, 58],
  ['rabbit', RABBIT_BREEDS, 28, 34],
])('%s breeds', (_kind, breeds, min, max) => {
  it('start with Mixed Breed and Not Sure/Other', () => {
    expect(breeds.slice(0, 2)).toEqual(['Mixed Breed', 'Not Sure/Other']);
  });

  it('are alphabetical after the two catch-all choices', () => {
    expect(breeds.slice(2)).toEqual(alphabetical(breeds.slice(2)));
  });

  it('hold no duplicates and about as many names as the product says', () => {
    expect(new Set(breeds).size).toBe(breeds.length);
    expect(breeds.length).toBeGreaterThanOrEqual(min);
    expect(breeds.length).toBeLessThanOrEqual(max);
  });

  it('are names without stray spaces', () => {
    for (const name of breeds) expect(name).toBe(name.trim().replace(/\s+/g, ' '));
  });
});

describe('breed lists', () => {
  it('end the dog list with Yorkshire Terrier and include the popular breeds', () => {
    expect(DOG_BREEDS.at(-1)).toBe('Yorkshire Terrier');
    for (const name of ['Labrador Retriever', 'German Shepherd Dog', 'Golden Retriever', 'French Bulldog', 'Poodle']) {
      expect(DOG_BREEDS).toContain(name);
    }
  });

  it('include the cat breeds the product names', () => {
    for (const name of ['Domestic Shorthair', 'Domestic Longhair', 'Maine Coon']) expect(CAT_BREEDS).toContain(name);
  });

  it('include the common rabbit breeds', () => {
    for (const name of ['Holland Lop', 'Netherland Dwarf', 'Mini Lop', 'Flemish Giant', 'Lionhead']) {
      expect(RABBIT_BREEDS).toContain(name);
    }
  });

  it('list guinea pigs and hamsters exactly as the product does', () => {
    expect(GUINEA_PIG_BREEDS).toEqual([
      'Mixed Breed',
      'Not Sure/Other',
      'Abyssinian',
      'American',
      'Baldwin',
      'Coronet',
      'Peruvian',
      'Silkie',
      'Teddy',
      'Texel',
      'White Crested',
    ]);
    expect(HAMSTER_BREEDS).toEqual(['Syrian/Golden', "Campbell's Dwarf", 'Winter White Dwarf', 'Roborovski Dwarf', 'Chinese Dwarf']);
  });
});

describe('breedOptionsFor', () => {
  it('gives dogs and cats their lists', () => {
    expect(breedOptionsFor('dog')).toEqual(DOG_BREEDS);
    expect(breedOptionsFor('cat')).toEqual(CAT_BREEDS);
  });

  it('gives a small animal its kind list, or none', () => {
    expect(breedOptionsFor('small_animal', 'Rabbit')).toEqual(RABBIT_BREEDS);
    expect(breedOptionsFor('small_animal', 'Guinea Pig')).toEqual(GUINEA_PIG_BREEDS);
    expect(breedOptionsFor('small_animal', 'Hamster')).toEqual(HAMSTER_BREEDS);
    expect(breedOptionsFor('small_animal', 'Ferret')).toEqual([]);
    expect(breedOptionsFor('small_animal')).toEqual([]);
  });

  it('returns a copy callers may change', () => {
    breedOptionsFor('dog').pop();
    expect(DOG_BREEDS.at(-1)).toBe('Yorkshire Terrier');
  });
});

describe('small animal breed values', () => {
  it('store the kind with the chosen breed in brackets', () => {
    expect(smallAnimalBreedValue('Rabbit', 'Holland Lop')).toBe('Rabbit (Holland Lop)');
    expect(smallAnimalBreedValue('Rabbit')).toBe('Rabbit');
    expect(smallAnimalBreedValue('Ferret', '  ')).toBe('Ferret');
  });

  it('read back into kind and breed', () => {
    expect(parseSmallAnimalBreed('Rabbit (Holland Lop)')).toEqual({ kind: 'Rabbit', breed: 'Holland Lop' });
    // A value stored before the breed was renamed still reads back.
    expect(parseSmallAnimalBreed('Hamster (Syrian (Golden))')).toEqual({ kind: 'Hamster', breed: 'Syrian (Golden)' });
    // No breed name nests brackets in the stored value ('Hamster (Syrian (Golden))' read badly).
    expect(smallAnimalBreedValue('Hamster', 'Syrian/Golden')).toBe('Hamster (Syrian/Golden)');
    expect(parseSmallAnimalBreed('Ferret')).toEqual({ kind: 'Ferret', breed: null });
  });
});
