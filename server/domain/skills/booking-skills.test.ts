// A training skill's price line: the amount column prints the price, so the label must not too
// (checkout, booking details and the receipt e-mail all show label and amount side by side).
import { describe, expect, it } from 'vitest';
import { bookingReceiptMail } from '../../platform/mail/templates/booking-receipt';
import { skillPriceLines } from './booking-skills';

const puzzleToy = { cartItemId: 1, skillId: 2, name: 'Puzzle Toy Confidence', petId: 3, petName: 'Biscuit', pricePaid: 2500 };

describe('skillPriceLines', () => {
  it('names the skill and the pet, and leaves the price to the amount', () => {
    expect(skillPriceLines([puzzleToy])).toEqual([{ label: 'Training skill: Puzzle Toy Confidence (Biscuit)', amountCents: 2500 }]);
  });

  it('prints the price once in the receipt e-mail', () => {
    const mail = bookingReceiptMail({
      kind: 'payment',
      firstName: 'Olive',
      receiptNumber: 'PC-000041',
      service: 'Boarding stay',
      petNames: ['Biscuit'],
      when: 'March 5, 2030, 9:00 AM to March 8, 2030, 9:00 AM',
      lines: [{ label: 'Boarding, 3 days × $89.00', amountCents: 26700 }, ...skillPriceLines([puzzleToy])],
      discountCents: 0,
      totalCents: 29200,
      card: { brand: 'visa', last4: '4242' },
      refundCents: null,
    });
    expect(mail.text).toContain('Training skill: Puzzle Toy Confidence (Biscuit): $25.00');
    expect(mail.text.match(/\$25\.00/g)).toHaveLength(1);
  });
});
