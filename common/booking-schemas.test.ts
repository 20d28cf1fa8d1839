import { describe, expect, it } from 'vitest';
import { bookingChangeSchema, bookingInputSchema } from './booking-schemas';

const valid = { petId: 3, serviceType: 'boarding', startDate: '2027-05-03T13:00:00.000Z', endDate: '2027-05-05T13:00:00.000Z' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error && [result.error.issues[0].path.join('.'), result.error.issues[0].message];

describe('bookingInputSchema', () => {
  it('parses instants and defaults, and accepts the fields the product’s client sends', () => {
    const parsed = bookingInputSchema.parse({
      ...valid,
      totalPrice: 1,
      numPets: 9,
      status: 'confirmed',
      paymentStatus: 'paid',
      notes: '  ',
    });
    expect(parsed).toMatchObject({ petId: 3, serviceType: 'boarding', additionalPetIds: [], notes: null });
    expect(parsed.startDate).toEqual(new Date('2027-05-03T13:00:00.000Z'));
  });

  it.each([
    ['no pet', { ...valid, petId: undefined }, ['petId', 'Please select a pet for this booking']],
    ['a pet id that is text', { ...valid, petId: '3' }, ['petId', 'Please select a pet for this booking']],
    ['no date', { ...valid, startDate: undefined }, ['startDate', 'Please select a date for your booking']],
    ['a date without an offset', { ...valid, startDate: '2027-05-03T13:00:00' }, ['startDate', 'Please select a date for your booking']],
    ['an unknown service', { ...valid, serviceType: 'grooming' }, ['serviceType', 'Service type must be boarding, daycare or training']],
    ['an unknown field', { ...valid, ownerId: 1 }, ['', 'Unrecognized key: "ownerId"']],
  ])('refuses %s', (_case, input, expected) => {
    const result = bookingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toEqual(expected);
  });
});

describe('bookingChangeSchema', () => {
  it('takes a status or a payment status, and nothing else', () => {
    expect(bookingChangeSchema.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(bookingChangeSchema.safeParse({}).success).toBe(false);
    expect(bookingChangeSchema.safeParse({ status: 'teleported' }).success).toBe(false);
    expect(bookingChangeSchema.safeParse({ status: 'cancelled', totalPrice: 0 }).success).toBe(false);
  });
});
