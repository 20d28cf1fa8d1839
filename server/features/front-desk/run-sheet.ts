// The day's run sheet (decisions.md 57): feeding and medication by time for every pet staying with
// us, then each pet's card (owner, emergency contact, vet, medical conditions, belongings), as a
// PDF a shift prints. Built from the day board, with the same PDF layout as the training prompt.
import { PDFDocument } from 'pdf-lib';
import type { DayBoardAnswer } from '../../../common/day-board-schemas';
import { slotLabel } from '../../../common/slots';
import { FlowingPdf, standardFonts } from '../../platform/pdf-layout';

const BODY = { size: 10.5, leading: 15 };

export async function runSheetPdf(board: DayBoardAnswer, businessName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `Run sheet, ${board.date}`;
  doc.setTitle(`${businessName} - ${title}`);
  doc.setAuthor(businessName);
  doc.setCreator('PawsConnect');
  const fonts = await standardFonts(doc);
  const pdf = new FlowingPdf(doc, fonts);
  const finish = () => {
    pdf.drawFooters(`${businessName}, run sheet for ${board.date}`);
    return doc.save();
  };
  const body = { font: fonts.regular, ...BODY };
  const strong = { ...body, font: fonts.bold };

  pdf.heading(`${businessName}: ${title}`, 18);
  // Everyone who sleeps or spends the day here: in house, and those still to arrive.
  const stays = [
    ...board.inHouse,
    ...board.arriving.filter((booking) => !board.inHouse.some((other) => other.bookingId === booking.bookingId)),
  ];
  const pets = stays.flatMap((booking) => booking.pets.map((pet) => ({ pet, booking })));
  if (pets.length === 0) {
    pdf.text('No pets are staying with us on this day.', body);
    return finish();
  }

  pdf.heading('Feeding and medication by time');
  const rounds = new Map<string, string[]>();
  for (const { pet } of pets) {
    for (const item of pet.schedule) {
      const line = `${pet.name}: ${item.kind === 'meal' ? 'feed' : 'give'} ${item.text}`;
      rounds.set(item.time, [...(rounds.get(item.time) ?? []), line]);
    }
  }
  if (rounds.size === 0) pdf.text('No meals or medications given in the care instructions.', body);
  for (const time of [...rounds.keys()].sort()) {
    pdf.text(slotLabel(time), strong);
    for (const line of rounds.get(time)!) pdf.text(`[ ]  ${line}`, { ...body, indent: 14 });
    pdf.space(4);
  }

  pdf.heading('Pets');
  for (const { pet, booking } of pets) {
    pdf.text(`${pet.name} (${pet.breed})${booking.checkIn ? '' : ', not checked in yet'}`, strong);
    const facts = [
      `Owner: ${booking.owner.name}${booking.owner.phone ? `, ${booking.owner.phone}` : ''}`,
      pet.emergencyContact ? `Emergency contact: ${pet.emergencyContact.name}, ${pet.emergencyContact.phone}` : null,
      pet.vet ? `Vet: ${pet.vet.clinic}, ${pet.vet.phone}` : null,
      pet.medicalConditions ? `Medical: ${pet.medicalConditions}` : null,
      booking.checkIn?.belongings ? `Belongings: ${booking.checkIn.belongings}` : null,
      pet.careChangedDuringStay ? 'Care instructions changed during the stay: check them.' : null,
    ].filter((fact): fact is string => fact !== null);
    for (const fact of facts) pdf.text(fact, { ...body, indent: 14 });
    pdf.space(6);
  }
  return finish();
}
