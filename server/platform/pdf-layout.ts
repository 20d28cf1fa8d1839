// A small flowing-text layout on top of pdf-lib, which only draws text at a point: it wraps
// lines to the page width, starts new pages as the text runs down, and shades preformatted
// blocks line by line so a block that crosses a page break stays one grey panel.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 54, footer: 36 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLORS = {
  text: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.42, 0.45, 0.5),
  accent: rgb(0.82, 0.42, 0.16),
  panel: rgb(0.955, 0.955, 0.96),
  rule: rgb(0.85, 0.86, 0.88),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

/** The three standard fonts every PawsConnect PDF is set in, embedded once per document. */
export async function standardFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
}

export type TextStyle = {
  font: PDFFont;
  size: number;
  /** Distance between baselines. */
  leading: number;
  color?: RGB;
  /** From the left margin, for every line. */
  indent?: number;
  /** Drawn on the first line only, in the space left of `indent` (a bullet or a step number). */
  marker?: string;
  /** A grey panel behind the lines, with an accent bar on its left. */
  panel?: boolean;
};

const PANEL_PADDING = 10;

// Letters the standard fonts (WinAnsi) lack and that have no accent to strip: their usual spelling.
const LATIN_STAND_INS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
};

/**
 * `text` as the standard fonts can set it (decisions.md 86): they encode WinAnsi only, and pdf-lib
 * throws on anything else, so a pet called "Łucja 🐶" must not fail its owner's bill. Tabs become
 * spaces; a letter with an accent the font lacks loses the accent; a few letters get their usual
 * Latin spelling; emoji and other pictographs are left out; anything else becomes "?".
 */
export function printable(text: string, font: PDFFont): string {
  const known = charactersOf(font);
  let out = '';
  let leftOut = false;
  for (const char of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    // One space, not two, where a left-out emoji stood between words.
    if (char === ' ' && leftOut && (out === '' || out.endsWith(' '))) continue;
    leftOut = false;
    if (char === '\n' || known.has(code)) out += char;
    else if (/\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f/u.test(char) && !/[0-9#*]/.test(char)) {
      leftOut = true;
    } else {
      const stripped = LATIN_STAND_INS[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += stripped !== '' && [...stripped].every((part) => known.has(part.codePointAt(0)!)) ? stripped : '?';
    }
  }
  return leftOut ? out.trimEnd() : out;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();
function charactersOf(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Splits `text` into lines no wider than `width`, at spaces where it can, mid-word where it must. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Preformatted text (JSON) in a monospaced font: a line too long for the page continues on the
 * next, indented two spaces past the original, so the nesting stays readable.
 */
export function wrapCode(text: string, maxChars: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.length <= maxChars) {
      out.push(line);
      continue;
    }
    const indent = ' '.repeat(Math.min((line.match(/^ */)?.[0].length ?? 0) + 2, maxChars / 2));
    let rest = line;
    let prefix = '';
    while (prefix.length + rest.length > maxChars) {
      const room = maxChars - prefix.length;
      const space = rest.lastIndexOf(' ', room);
      const cut = space > room / 3 ? space : room;
      out.push(prefix + rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^ /, '');
      prefix = indent;
    }
    out.push(prefix + rest);
  }
  return out;
}

export class FlowingPdf {
  private page!: PDFPage;
  private y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  ensureRoom(height: number) {
    if (this.y - height < PAGE.margin + PAGE.footer) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /** Wrapped text; returns nothing, moves down past it. */
  text(text: string, style: TextStyle) {
    const indent = style.indent ?? 0;
    const inset = style.panel ? PANEL_PADDING : 0;
    const lines = wrapText(printable(text, style.font), style.font, style.size, CONTENT_WIDTH - indent - 2 * inset);
    this.drawLines(lines, style);
  }

  /**
   * A table row: `label` wrapped on the left, `value` (an amount) against the right margin on its
   * first line, as a bill lists its charges.
   */
  row(label: string, amount: string, style: TextStyle) {
    const value = printable(amount, style.font);
    const valueWidth = style.font.widthOfTextAtSize(value, style.size);
    const lines = wrapText(printable(label, style.font), style.font, style.size, CONTENT_WIDTH - valueWidth - 24);
    this.ensureRoom(style.leading);
    this.page.drawText(value, {
      x: PAGE.width - PAGE.margin - valueWidth,
      y: this.y - style.size,
      size: style.size,
      font: style.font,
      color: style.color ?? COLORS.text,
    });
    this.drawLines(lines, style);
  }

  /** Preformatted monospaced lines, wrapped to the panel's width. */
  code(text: string, style: TextStyle) {
    const charWidth = style.font.widthOfTextAtSize('M', style.size);
    const maxChars = Math.floor((CONTENT_WIDTH - (style.indent ?? 0) - 2 * PANEL_PADDING) / charWidth);
    this.drawLines(wrapCode(printable(text, style.font), maxChars), style);
  }

  /** Empty panel space above or below a block, so the grey box has breathing room. */
  panelGap(height: number) {
    this.ensureRoom(height);
    this.shade(this.y, height);
    this.y -= height;
  }

  /** A heading kept on the same page as at least the next few lines. */
  heading(text: string, size = 14) {
    this.ensureRoom(size * 4);
    this.space(size * 0.6);
    this.page.drawText(printable(text, this.fonts.bold), {
      x: PAGE.margin,
      y: this.y - size,
      size,
      font: this.fonts.bold,
      color: COLORS.accent,
    });
    this.y -= size * 1.5;
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color: COLORS.rule,
    });
    this.space(8);
  }

  private drawLines(lines: string[], style: TextStyle) {
    const indent = style.indent ?? 0;
    const inset = style.panel ? PANEL_PADDING : 0;
    lines.forEach((line, index) => {
      this.ensureRoom(style.leading);
      if (style.panel) this.shade(this.y, style.leading);
      const baseline = this.y - style.size;
      if (index === 0 && style.marker) {
        this.page.drawText(printable(style.marker, style.font), {
          x: PAGE.margin + inset + indent - 14,
          y: baseline,
          size: style.size,
          font: style.font,
          color: style.color ?? COLORS.text,
        });
      }
      if (line !== '') {
        this.page.drawText(line, {
          x: PAGE.margin + inset + indent,
          y: baseline,
          size: style.size,
          font: style.font,
          color: style.color ?? COLORS.text,
        });
      }
      this.y -= style.leading;
    });
  }

  private shade(top: number, height: number) {
    this.page.drawRectangle({ x: PAGE.margin, y: top - height, width: CONTENT_WIDTH, height, color: COLORS.panel });
    this.page.drawRectangle({ x: PAGE.margin, y: top - height, width: 3, height, color: COLORS.accent });
  }

  /** 'Page 2 of 5' and the document's name at the foot of every page. */
  drawFooters(label: string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const size = 8;
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      const y = PAGE.margin - 12;
      page.drawLine({
        start: { x: PAGE.margin, y: y + 14 },
        end: { x: PAGE.width - PAGE.margin, y: y + 14 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      page.drawText(printable(label, this.fonts.regular), { x: PAGE.margin, y, size, font: this.fonts.regular, color: COLORS.muted });
      const width = this.fonts.regular.widthOfTextAtSize(pageLabel, size);
      page.drawText(pageLabel, { x: PAGE.width - PAGE.margin - width, y, size, font: this.fonts.regular, color: COLORS.muted });
    });
  }
}
