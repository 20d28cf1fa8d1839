// What charging a stay's balance to the saved card did (decisions.md 74), in the desk's words: the
// check-out dialog and the booking drawer's "Charge balance" both say it. null: nothing to say.
import type { BalanceChargeAnswer } from '@common/front-desk-schemas';
import { formatMoney } from './format';

export function balanceChargeWords(balance: BalanceChargeAnswer): { ok: boolean; text: string } | null {
  const amount = formatMoney(balance.amountCents);
  switch (balance.outcome) {
    case 'nothing_due':
      return null;
    case 'charged':
      return { ok: true, text: `The balance of ${amount} was charged to the saved card.` };
    case 'processing':
      return { ok: true, text: `The balance of ${amount} is being processed.` };
    case 'no_saved_card':
      return { ok: false, text: `The balance of ${amount} is still due: no saved card. The owner was asked to pay.` };
    case 'needs_authentication':
      return { ok: false, text: `The owner's bank wants them to confirm the balance of ${amount}. They were sent a link to finish.` };
    case 'declined':
      if (balance.amountCents === 0) return { ok: false, text: balance.message ?? 'The balance could not be charged.' };
      return {
        ok: false,
        text: `The saved card was declined for the balance of ${amount}${balance.message ? ` (${balance.message})` : ''}. The owner was asked to pay.`,
      };
  }
}
