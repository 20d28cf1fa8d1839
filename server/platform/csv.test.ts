// The one CSV writer (issue 27, item 5): a separator, quote or line break inside a cell keeps it one
// cell, and no cell (or piece of one after a separator) starts a spreadsheet formula.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text, numbers and empty values as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Max Jr.')).toBe('Max Jr.');
    expect(csvCell('2026-01-06')).toBe('2026-01-06');
    expect(csvCell('e-mail a@b')).toBe('e-mail a@b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(6.8)).toBe('6.8');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['a comma', 'a,b', '"a,b"'],
    ['a semicolon (the separator in many locales)', 'a;b', '"a;b"'],
    ['a TAB', 'a\tb', '"a\tb"'],
    ['a quote, doubled', 'say "hi"', '"say ""hi"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a lone carriage return', 'two\rlines', '"two\rlines"'],
  ])('quotes a cell holding %s', (_case, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['=', '=SUM(A1)', "'=SUM(A1)"],
    ['+', '+1+1', "'+1+1"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
  ])('puts an apostrophe before a formula start with %s', (_case, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['a semicolon', 'Rex;=1+1', `"Rex;'=1+1"`],
    ['a comma', 'Rex,=1+1', `"Rex,'=1+1"`],
    ['a TAB', 'Rex\t=1+1', `"Rex\t'=1+1"`],
    ['a line feed', 'Rex\n=1+1', `"Rex\n'=1+1"`],
    ['a carriage return', 'Rex\r@SUM(A1)', `"Rex\r'@SUM(A1)"`],
    ['a separator and spaces', 'Rex; -1+1', `"Rex;' -1+1"`],
  ])('defuses a formula after %s inside the cell', (_case, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['a TAB', '\t=1+1', `"'\t'=1+1"`],
    ['a carriage return', '\r=1+1', `"'\r'=1+1"`],
    ['a line feed', '\n+1', `"'\n'+1"`],
    ['spaces', '  =1+1', "'  =1+1"],
    ['a semicolon', ';=1+1', `"';'=1+1"`],
  ])('defuses a formula that blanks (%s) come before: an apostrophe first, and after each separator', (_case, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('marks a cell that starts with a TAB or CR even without a formula after it (OWASP)', () => {
    expect(csvCell('\tRex')).toBe(`"'\tRex"`);
    expect(csvCell('\rRex')).toBe(`"'\rRex"`);
  });
});

describe('toCsv', () => {
  it('writes the header, then one CRLF-ended line per row', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
    expect(toCsv(['name', 'score'], [{ name: 'Rex;=1+1', score: -1 }])).toBe(`name,score\r\n"Rex;'=1+1",-1\r\n`);
  });
});
