// The itemised receipt e-mailed after a payment and after a refund or a cancellation that kept a fee
// (decisions.md 12, 71, 73).
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
  /** Each payment taken (decisions.md 71): the deposit and the balance are named. */
  payments?: { purpose: 'full' | 'deposit' | 'balance'; amountCents: number }[];
  /** What is left to pay at check-out (0 when paid in full). */
  balanceDueCents?: number;
  /** Fees the cancellation policy kept (decisions.md 73), itemised after the total. */
  fees?: { label: string; amountCents: number }[];
};

const PURPOSE_NAMES = { full: 'Paid', deposit: 'Deposit paid', balance: 'Balance paid' } as const;

export function bookingReceiptMail(data: ReceiptMailData): RenderedMail {
  const isRefund = data.kind === 'refund';
  const refunded = data.refundCents ?? 0;
  const fees = data.fees ?? [];
  const card = data.card ? `${data.card.brand.toUpperCase()} ending in ${data.card.last4}` : 'your card';
  const feeNames = joinNames(fees.map((fee) => `${fee.label.replace(/ \(.*\)$/, '').toLowerCase()} of ${formatCents(fee.amountCents)}`));
  const opening = !isRefund
    ? (data.balanceDueCents ?? 0) > 0
      ? `Thank you for your deposit. Your booking is confirmed.`
      : `Thank you for your payment. Your booking is confirmed.`
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
      ...((data.payments ?? []).some((payment) => payment.purpose !== 'full')
        ? [
            `Total: ${formatCents(data.totalCents)}`,
            ...(data.payments ?? []).map((payment) => `${PURPOSE_NAMES[payment.purpose]}: ${formatCents(payment.amountCents)}`),
            ...((data.balanceDueCents ?? 0) > 0 && !isRefund
              ? [`Balance due at check-out: ${formatCents(data.balanceDueCents ?? 0)}`]
              : []),
          ]
        : [`Total paid: ${formatCents(data.totalCents)} with ${card}`]),
      ...(isRefund ? fees.map((fee) => `${fee.label}: -${formatCents(fee.amountCents)}`) : []),
      ...(isRefund ? [`Refunded: ${formatCents(refunded)}`] : []),
    ],
    footnotes: [`Receipt ${data.receiptNumber}. You can open this receipt any time from the booking's details in PawsConnect.`],
  });
}
