// The card checks that need no schema library: brand, Luhn, expiry, the CVC's length and the
// messages. The sandbox's card form checks with these as a person types (web), so its page does not
// load zod; common/card-rules.ts builds the server's request schema on them and re-exports them.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const digitsOnly = (text: string) => text.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  return fullYear < now.getFullYear() || (fullYear === now.getFullYear() && expMonth < now.getMonth() + 1);
}

export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

export const CARD_NUMBER_MESSAGE = 'Your card number is invalid.';
/** The sandbox's decline of a number that is not one of Stripe's test cards (decisions.md 52). */
export const TEST_CARDS_ONLY_MESSAGE =
  'Test mode: only Stripe test cards are accepted, such as 4242 4242 4242 4242 (Visa) or 5555 5555 5555 4444 (Mastercard), with any future expiry date.';
/** The checkout's banner in sandbox mode. */
export const TEST_MODE_BANNER = 'Test mode: no real card is charged';
export const EXPIRY_MESSAGE = 'Your card has expired.';
export const EXPIRY_INVALID_MESSAGE = 'Your card’s expiry date is invalid.';
export const CVC_MESSAGE = 'Your card’s security code is invalid.';
