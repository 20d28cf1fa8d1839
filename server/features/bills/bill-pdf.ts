// A booking's bill as a PDF (GET /api/bookings/:id/bill.pdf, decisions.md 69): the business, the
// bill's number and date, owner, pets and period, the lines, payments, refunds and the balance.
// Same figures as the bill page (booking-bill.ts), with the PDF layout of the run sheet.
import { PDFDocument } from 'pdf-lib';
import { joinNames } from '../../../common/name-list';
import { formatCents } from '../../../common/money';
import type { BookingBill } from '../../domain/bookings/booking-bill';
import { COLORS, FlowingPdf, standardFonts } from '../../platform/pdf-layout';

const BODY = { size: 10.5, leading: 15 };

const dayFormat = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export async function billPdf(bill: BookingBill, timeZone: string): Promise<Uint8Array> {
  const day = dayFormat(timeZone);
  const when = timeFormat(timeZone);
  const doc = await PDFDocument.create();
  doc.setTitle(`${bill.business.name} - Bill ${bill.number}`);
  doc.setAuthor(bill.business.name);
  doc.setCreator('PawsConnect');
  const fonts = await standardFonts(doc);
  const pdf = new FlowingPdf(doc, fonts);
  const body = { font: fonts.regular, ...BODY };
  const muted = { ...body, color: COLORS.muted };
  const strong = { ...body, font: fonts.bold };
  // A row: its text on the left, the amount against the right margin.
  const row = (label: string, cents: number, style = body) => pdf.row(label, formatCents(cents), style);

  pdf.text(bill.business.name, { font: fonts.bold, size: 20, leading: 26 });
  pdf.text(`Bill ${bill.number}, ${day.format(bill.issuedAt)}`, { font: fonts.regular, size: 12, leading: 16, color: COLORS.muted });
  pdf.space(6);
  pdf.rule();
  pdf.text(`Billed to: ${bill.owner.name} (${bill.owner.email})`, body);
  pdf.text(`${bill.service} for ${joinNames(bill.pets.map((pet) => pet.name))}`, body);
  pdf.text(`${when.format(bill.period.startDate)} to ${when.format(bill.period.endDate)}`, body);
  if (bill.status === 'cancelled') pdf.text('This booking was cancelled.', strong);

  pdf.heading('Charges');
  for (const line of bill.lines) row(line.date ? `${line.label} (${day.format(line.date)})` : line.label, line.amountCents);
  if (bill.discountCents > 0) pdf.text(`Multi-pet discount included: ${formatCents(bill.discountCents)}`, muted);
  pdf.rule();
  row('Total charges', bill.subtotalCents, strong);

  pdf.heading('Payments');
  if (bill.payments.length === 0) pdf.text('No payment yet.', muted);
  for (const payment of bill.payments) {
    const card = payment.cardBrand && payment.cardLast4 ? `, ${payment.cardBrand.toUpperCase()} ending in ${payment.cardLast4}` : '';
    row(`${payment.label}, ${day.format(payment.date)}${card}`, payment.amountCents);
  }

  pdf.heading('Refunds');
  if (bill.refunds.length === 0) pdf.text('No refunds.', muted);
  for (const refund of bill.refunds)
    row(`Refund, ${day.format(refund.date)}${refund.reason ? `: ${refund.reason}` : ''}`, refund.amountCents);

  pdf.space(8);
  pdf.rule();
  row(bill.balanceCents < 0 ? 'Balance (owed to you)' : 'Balance', bill.balanceCents, { ...strong, size: 12, leading: 17 });
  for (const due of bill.due) row(due.when ? `${due.label}, ${day.format(due.when)}` : due.label, due.amountCents, muted);

  pdf.drawFooters(`${bill.business.name}, bill ${bill.number}`);
  return doc.save();
}
