// A no-show's money (decisions.md 73): a paid booking keeps the no-show fee of its terms and the rest
// of what was paid goes back through settleCancelledPayment; the fee is kept in booking_fees.
import { feeLabel, noShowSettlement } from '../../../common/cancellation-policy';
import type { Tx } from '../../db/client';
import type { BookingRow } from '../../platform/access/resources';
import { amountPaid } from './booking-intent';
import type { PaymentDeps } from './booking-payments';
import { settleCancelledPayment } from './cancelled-payment';
import { recordFee } from './cancellation-policy';

/**
 * A paid booking marked as a no-show keeps the no-show fee and gives back the rest of what was paid
 * (decisions.md 73); an unpaid one has nothing to keep. Inside the caller's transaction with the
 * booking locked. Returns the money; the caller sets the status and tells the owner.
 */
export async function settleNoShow(
  deps: Pick<PaymentDeps, 'payments'>,
  tx: Tx,
  booking: BookingRow,
  byUserId: number,
): Promise<{ feeAmount: number; refundAmount: number; feeLabel: string }> {
  const label = feeLabel('no_show', booking.terms);
  // A deposit-paid stay (decisions.md 71) keeps its fee out of what it paid, as a paid one does.
  if (booking.paymentStatus !== 'paid' && booking.paymentStatus !== 'partially_paid')
    return { feeAmount: 0, refundAmount: 0, feeLabel: label };
  const { feeAmount, refundAmount } = noShowSettlement(booking, await amountPaid(tx, booking));
  if (refundAmount > 0) await settleCancelledPayment(deps, tx, booking, { amount: refundAmount, byUserId, reason: 'No-show' });
  await recordFee(tx, booking.id, { kind: 'no_show', amount: feeAmount, byUserId });
  return { feeAmount, refundAmount, feeLabel: label };
}
