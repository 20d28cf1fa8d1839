import { describe, expect, it } from 'vitest';
import { cardBrand, cardProblems, isExpired, newCardOf, passesLuhn, sandboxConfirmSchema } from './card-rules';

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000002500003155', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['1234', false],
  ])('Luhn %s -> %s', (number, valid) => expect(passesLuhn(number)).toBe(valid));

  it('names brands', () => {
    expect(['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '9999'].map(cardBrand)).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      'unknown',
    ]);
  });

  it('counts a card valid through its expiry month', () => {
    const now = new Date('2027-05-20T12:00:00Z');
    expect(isExpired(5, 2027, now)).toBe(false);
    expect(isExpired(4, 27, now)).toBe(true);
    expect(isExpired(1, 2028, now)).toBe(false);
  });

  it('reads spaced numbers and finds expiry and CVC problems', () => {
    const card = sandboxConfirmSchema.parse({ clientSecret: 's', cardNumber: '3782 822463 10005', expMonth: 1, expYear: 2020, cvc: '123' });
    expect(card.cardNumber).toBe('378282246310005');
    expect(cardProblems(newCardOf(card)!, new Date('2027-01-01'))).toEqual({
      expYear: 'Your card has expired.',
      cvc: 'Your card’s security code is invalid.',
    });
    expect(
      sandboxConfirmSchema.safeParse({ clientSecret: 's', cardNumber: '4242 4242 4242 4241', expMonth: 1, expYear: 2030, cvc: '123' })
        .success,
    ).toBe(false);
  });

  it('takes a saved card instead of the card fields, never both, and names each missing field of a new card', () => {
    expect(sandboxConfirmSchema.safeParse({ clientSecret: 's', paymentMethodId: 3 }).success).toBe(true);
    const both = sandboxConfirmSchema.safeParse({ clientSecret: 's', paymentMethodId: 3, cardNumber: '4242424242424242' });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual(['Pay with a saved card or a new card, not both']);
    const missing = sandboxConfirmSchema.safeParse({ clientSecret: 's', cardNumber: '4242424242424242' });
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual(['expMonth', 'expYear', 'cvc']);
  });
});
