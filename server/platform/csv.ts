// A tiny CSV writer (RFC 4180): fields with a comma, quote or line break are quoted, quotes
// doubled, lines end with CRLF. Text that a spreadsheet would run as a formula (=, +, -, @) is
// prefixed with an apostrophe; numbers are written as they are.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header row (the columns' keys), then one line per row. */
export function toCsv<Row extends Record<string, CsvValue>>(columns: readonly (keyof Row & string)[], rows: readonly Row[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
