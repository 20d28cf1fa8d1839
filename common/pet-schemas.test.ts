import { describe, expect, it } from 'vitest';
import { petInputSchema, vetRecordFields, vetRecordInputSchema } from './pet-schemas';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('petInputSchema', () => {
  const rex = { name: 'Rex', petType: 'dog', breed: 'Beagle' };

  it('accepts the add-pet form and turns blanks into null', () => {
    const parsed = petInputSchema.parse({ ...rex, age: '4', size: 'medium', temperament: '', dietaryNeeds: '  ' });
    expect(parsed).toMatchObject({ name: 'Rex', age: 4, size: 'medium', temperament: null, dietaryNeeds: null });
    expect(petInputSchema.parse({ ...rex, age: '' }).age).toBeNull();
  });

  it("uses the product's messages for the required fields", () => {
    expect(firstMessages(petInputSchema.safeParse({ name: '', breed: '' }))).toEqual({
      name: 'Pet name is required',
      petType: 'Pet type is required',
      breed: 'Breed is required',
    });
  });

  it('refuses an unknown pet type, a bad age and oversized text', () => {
    const messages = firstMessages(
      petInputSchema.safeParse({ ...rex, petType: 'bird', age: true, name: 'x'.repeat(101), medicalConditions: 'x'.repeat(5001) }),
    );
    expect(messages).toEqual({
      name: 'Pet name must be at most 100 characters',
      petType: 'Pet type must be dog, cat or small_animal',
      age: 'Age must be a number',
      medicalConditions: 'Medical conditions must be at most 5000 characters',
    });
    expect(firstMessages(petInputSchema.safeParse({ ...rex, age: 2.5 }))).toEqual({ age: 'Age must be a whole number of years' });
    expect(firstMessages(petInputSchema.safeParse({ ...rex, age: 'old' }))).toEqual({ age: 'Age must be a number' });
  });

  it.each([' 0x10 ', '0x10', '1e2', '+5', '1.0', '-1', ' 5'])('refuses the age %j: plain decimal digits only', (age) => {
    expect(firstMessages(petInputSchema.safeParse({ ...rex, age }))).toEqual({ age: 'Age must be a whole number of years' });
  });

  it('accepts ages as JSON integers, digits or blank', () => {
    for (const [age, expected] of [
      [7, 7],
      ['12', 12],
      ['', null],
      ['   ', null],
      [null, null],
      [undefined, null],
    ] as const) {
      expect(petInputSchema.parse({ ...rex, age }).age).toBe(expected);
    }
  });

  it('keeps a left-out photo apart from a removed one and refuses other addresses', () => {
    expect(petInputSchema.parse(rex).profilePhoto).toBeUndefined();
    expect(petInputSchema.parse({ ...rex, profilePhoto: '' }).profilePhoto).toBeNull();
    expect(petInputSchema.parse({ ...rex, profilePhoto: '/uploads/pets/a.png' }).profilePhoto).toBe('/uploads/pets/a.png');
    expect(petInputSchema.safeParse({ ...rex, profilePhoto: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(petInputSchema.safeParse({ ...rex, ownerId: 2 }).success).toBe(false);
  });
});

describe('vetRecordInputSchema', () => {
  it("uses the product's messages for the required fields", () => {
    expect(firstMessages(vetRecordInputSchema.safeParse({ visitDate: '', veterinarian: ' ' }))).toEqual({
      visitDate: 'Visit date is required',
      veterinarian: 'Veterinarian name is required',
    });
  });

  it('refuses impossible dates', () => {
    for (const visitDate of ['2024-02-30', '0024-03-05', 'March 5', 20240305]) {
      expect(firstMessages(vetRecordInputSchema.safeParse({ visitDate, veterinarian: 'Dr Lee' }))).toEqual({
        visitDate: 'Visit date must be a date like 2024-03-05',
      });
    }
  });

  it('stores one value per duplicated pair, the first-named copy winning', () => {
    const parsed = vetRecordInputSchema.parse({
      visitDate: '2024-03-05',
      date: '2024-01-01',
      veterinarian: 'Dr Lee',
      vetName: 'Dr Other',
      followUpDate: '',
      nextAppointmentDate: '2024-06-01',
    });
    expect(vetRecordFields(parsed)).toMatchObject({
      visitDate: '2024-03-05',
      date: '2024-03-05',
      veterinarian: 'Dr Lee',
      vetName: 'Dr Lee',
      followUpDate: '2024-06-01',
      nextAppointmentDate: '2024-06-01',
      recordType: 'Medical Visit',
    });
    expect(vetRecordFields(vetRecordInputSchema.parse({ date: '2024-01-01', vetName: 'Dr B' }))).toMatchObject({
      visitDate: '2024-01-01',
      veterinarian: 'Dr B',
      followUpDate: null,
    });
  });
});
