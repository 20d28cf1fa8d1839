// The itemised receipt e-mailed after a payment and after a refund or a cancellation that kept a fee
// (decisions.md 12, 69).
import { formatCents } from '../../../../common/money';
import { joinNames } from '../../../../common/name-list';
import { renderMail, type RenderedMail } from '../layout';

export type ReceiptMailData = {
  kind: 'payment' | 'refund';
  firstName: string | null;
  receiptNumber: string;
  service: string;
  petNames: string[];
  /** 'March 5, 2027, 9:00 AM to March 8, 2027, 9:00 AM' */
  when: string;
  lines: { label: string; amountCents: number }[];
  discountCents: number;
  totalCents: number;
  card: { brand: string; last4: string } | null;
  refundCents: number | null;
  /** Fees the cancellation policy kept (decisions.md 69), itemised after the total. */
  fees?: { label: string; amountCents: number }[];
};

export function bookingReceiptMail(data: ReceiptMailData): RenderedMail {
  const isRefund = data.kind === 'refund';
  const refunded = data.refundCents ?? 0;
  const fees = data.fees ?? [];
  const card = data.card ? `${data.card.brand.toUpperCase()} ending in ${data.card.last4}` : 'your card';
  const feeNames = joinNames(fees.map((fee) => `${fee.label.replace(/ \(.*\)$/, '').toLowerCase()} of ${formatCents(fee.amountCents)}`));
  const opening = !isRefund
    ? `Thank you for your payment. Your booking is confirmed.`
    : refunded > 0
      ? `We have refunded ${formatCents(refunded)} to ${card} for your booking. It can take 5 to 10 days to appear.${fees.length > 0 ? ` A ${feeNames} was kept.` : ''}`
      : `A ${feeNames} was kept, so nothing was refunded.`;
  return renderMail({
    subject:
      isRefund && refunded > 0
        ? `Your PawsConnect refund, receipt ${data.receiptNumber}`
        : isRefund
          ? `Your PawsConnect cancellation, receipt ${data.receiptNumber}`
          : `Your PawsConnect receipt ${data.receiptNumber}`,
    greeting: `Hi ${data.firstName ?? 'there'},`,
    paragraphs: [
      opening,
      `${data.service} for ${joinNames(data.petNames)}: ${data.when}`,
      ...data.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
      ...(data.discountCents > 0 ? [`Multi-pet discount included: ${formatCents(data.discountCents)}`] : []),
      `Total paid: ${formatCents(data.totalCents)} with ${card}`,
      ...(isRefund ? fees.map((fee) => `${fee.label}: -${formatCents(fee.amountCents)}`) : []),
      ...(isRefund ? [`Refunded: ${formatCents(refunded)}`] : []),
    ],
    footnotes: [`Receipt ${data.receiptNumber}. You can open this receipt any time from the booking's details in PawsConnect.`],
  });
}
