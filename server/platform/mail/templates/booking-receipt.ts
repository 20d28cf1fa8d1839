// The itemised receipt e-mailed after a payment and after a refund (decisions.md 12).
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
};

const PURPOSE_NAMES = { full: 'Paid', deposit: 'Deposit paid', balance: 'Balance paid' } as const;

export function bookingReceiptMail(data: ReceiptMailData): RenderedMail {
  const isRefund = data.kind === 'refund';
  const card = data.card ? `${data.card.brand.toUpperCase()} ending in ${data.card.last4}` : 'your card';
  return renderMail({
    subject: isRefund ? `Your PawsConnect refund, receipt ${data.receiptNumber}` : `Your PawsConnect receipt ${data.receiptNumber}`,
    greeting: `Hi ${data.firstName ?? 'there'},`,
    paragraphs: [
      isRefund
        ? `We have refunded ${formatCents(data.refundCents ?? 0)} to ${card} for your cancelled booking. It can take 5 to 10 days to appear.`
        : (data.balanceDueCents ?? 0) > 0
          ? `Thank you for your deposit. Your booking is confirmed.`
          : `Thank you for your payment. Your booking is confirmed.`,
      `${data.service} for ${joinNames(data.petNames)}: ${data.when}`,
      ...data.lines.map((line) => `${line.label}: ${formatCents(line.amountCents)}`),
      ...(data.discountCents > 0 ? [`Multi-pet discount included: ${formatCents(data.discountCents)}`] : []),
      ...((data.payments ?? []).some((payment) => payment.purpose !== 'full')
        ? [
            `Total: ${formatCents(data.totalCents)}`,
            ...(data.payments ?? []).map((payment) => `${PURPOSE_NAMES[payment.purpose]}: ${formatCents(payment.amountCents)}`),
            ...((data.balanceDueCents ?? 0) > 0 ? [`Balance due at check-out: ${formatCents(data.balanceDueCents ?? 0)}`] : []),
          ]
        : [`Total paid: ${formatCents(data.totalCents)} with ${card}`]),
      ...(isRefund ? [`Refunded: ${formatCents(data.refundCents ?? 0)}`] : []),
    ],
    footnotes: [`Receipt ${data.receiptNumber}. You can open this receipt any time from the booking's details in PawsConnect.`],
  });
}
