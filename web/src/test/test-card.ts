// Typing a test card into the sandbox's card form, as an owner does at every checkout.
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The test card's expiry: December, five years after today, typed as MM/YY. */
export const TEST_CARD_EXP_YEAR = new Date().getFullYear() + 5;

/** What the form sends for that card, beside its number. */
export const testCardExpiry = { expMonth: 12, expYear: TEST_CARD_EXP_YEAR, cvc: '123' } as const;

export async function fillTestCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), `12${String(TEST_CARD_EXP_YEAR % 100).padStart(2, '0')}`);
  await user.type(screen.getByLabelText('CVC'), '123');
}
