// A tiny CSV writer (RFC 4180), the one every download uses: lines end with CRLF, quotes are
// doubled, and a cell is quoted when it holds anything a spreadsheet could read as the end of the
// cell: a comma, a semicolon (the separator in many locales), a TAB (the separator of pasted
// text), a quote or a line break. Quoted, `Rex;=1+1` stays one cell in every locale.
//
// Formula injection (OWASP "CSV Injection"): text a spreadsheet would run as a formula starts with
// = + - or @, and a leading TAB or CR is dropped by some importers, leaving what follows as the
// start. An apostrophe goes first in such a cell (the spreadsheet then shows the text as it is),
// including when blanks come before the = (TAB, CR, LF, spaces, separators). The same applies
// after every separator or line break inside the cell, so splitting a cell later (Text to
// Columns, an importer that ignores quotes) finds no formula either (issue 27, item 5): the
// apostrophe goes right after that separator. Numbers are written as they are: a negative number
// is no formula.
export type CsvValue = string | number | boolean | null | undefined;

/** Characters that make a cell quoted. */
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** Where a cell, or a piece of one after a separator or line break, starts with a formula (blanks allowed before it). */
const FORMULA_AHEAD = /(?<=^|[,;\t\r\n])(?=[\s,;]*[=+\-@])/g;
/** Cells starting with TAB or CR, which OWASP lists as formula starts of their own. */
const LEADING_TAB_OR_CR = /^[\t\r]/;

/** The text with an apostrophe before every formula start. */
export function defuseFormulas(text: string): string {
  const defused = text.replace(FORMULA_AHEAD, "'");
  return LEADING_TAB_OR_CR.test(defused) ? `'${defused}` : defused;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = defuseFormulas(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row (the columns' keys), then one line per row. */
export function toCsv<Row extends Record<string, CsvValue>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
