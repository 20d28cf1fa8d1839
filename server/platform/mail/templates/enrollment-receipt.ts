// The receipt e-mailed after a program enrolment is paid and after it is refunded (issue 31,
// decisions.md 72): the booking receipt's layout, with the program in place of the stay.
import { formatCents } from '../../../../common/money';
import { renderMail, type RenderedMail } from '../layout';

export type EnrollmentReceiptMailData = {
  kind: 'payment' | 'refund';
  firstName: string | null;
  receiptNumber: string;
  petName: string;
  programTitle: string;
  amountCents: number;
  card: { brand: string; last4: string } | null;
  refundCents: number | null;
};

export function enrollmentReceiptMail(data: EnrollmentReceiptMailData): RenderedMail {
  const isRefund = data.kind === 'refund';
  const card = data.card ? `${data.card.brand.toUpperCase()} ending in ${data.card.last4}` : 'your card';
  return renderMail({
    subject: isRefund ? `Your PawsConnect refund, receipt ${data.receiptNumber}` : `Your PawsConnect receipt ${data.receiptNumber}`,
    greeting: `Hi ${data.firstName ?? 'there'},`,
    paragraphs: [
      isRefund
        ? `We have refunded ${formatCents(data.refundCents ?? 0)} to ${card} for ${data.petName}'s withdrawn enrolment. It can take 5 to 10 days to appear.`
        : `Thank you for your payment. ${data.petName} is enrolled in ${data.programTitle}.`,
      `Training program: ${data.programTitle} for ${data.petName}: ${formatCents(data.amountCents)}`,
      `Total paid: ${formatCents(data.amountCents)} with ${card}`,
      ...(isRefund ? [`Refunded: ${formatCents(data.refundCents ?? 0)}`] : []),
    ],
    footnotes: [`Receipt ${data.receiptNumber}. Your enrolments are on the Training page in PawsConnect.`],
  });
}
