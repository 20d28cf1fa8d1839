// The PDF layout's text (decisions.md 86): what the standard fonts cannot encode is set as near as
// they can, so no user's name or note can fail a PDF.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/helpers/pdf-text';
import { FlowingPdf, printable, standardFonts } from './pdf-layout';

const doc = await PDFDocument.create();
const helvetica = await doc.embedFont(StandardFonts.Helvetica);

describe('printable', () => {
  it('keeps what WinAnsi has, accents included, and composes decomposed accents', () => {
    expect(printable('Zoë, Renée & Ñandú: 50 €', helvetica)).toBe('Zoë, Renée & Ñandú: 50 €');
    expect(printable('Rene\u0301e', helvetica)).toBe('Renée');
  });

  it('strips accents the font lacks, spells Ł and ı as Latin, and turns tabs into spaces', () => {
    expect(printable('Łucja from Kraków, Ştefan, Dığer', helvetica)).toBe('Lucja from Kraków, Stefan, Diger');
    expect(printable('Sit\tStay', helvetica)).toBe('Sit Stay');
    expect(printable('[ ]  Luna', helvetica)).toBe('[ ]  Luna');
  });

  it('leaves emoji out, keeps digits, and marks other scripts with "?"', () => {
    expect(printable('Rex 🐶 and 👩‍👩‍👧 #1', helvetica)).toBe('Rex and #1');
    expect(printable('小白 (Xiǎobái)', helvetica)).toBe('?? (Xiaobái)');
  });
});

describe('FlowingPdf', () => {
  it('sets any text without throwing, in every place text goes', async () => {
    const document = await PDFDocument.create();
    const fonts = await standardFonts(document);
    const pdf = new FlowingPdf(document, fonts);
    const style = { font: fonts.regular, size: 10, leading: 14 };
    pdf.heading('Łucja 🐶');
    pdf.text('Notes:\tfeeds at 7, 小白', { ...style, marker: '•' });
    pdf.row('Ćwiczenia', '$10.00', style);
    pdf.code('{ "name": "Łucja" }', { ...style, font: fonts.mono, panel: true });
    pdf.drawFooters('Run sheet for Gdańsk');
    const text = pdfText(Buffer.from(await document.save()));
    for (const expected of ['Lucja', 'Notes: feeds at 7, ??', 'Cwiczenia', '$10.00', '"name": "Lucja"', 'Run sheet for Gdansk']) {
      expect(text, expected).toContain(expected);
    }
  });
});
