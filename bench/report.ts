// One shape for every figure `npm run bench` prints: each section (API throughput, writes,
// growth, pages, memory and start) returns rows of this kind, and the runner prints them as one
// table and writes them as JSON under bench/results/.
import fs from 'node:fs';
import path from 'node:path';

export type BenchRow = {
  /** The section the row belongs to: 'api', 'writes', 'growth', 'pages', 'memory'. */
  section: string;
  /** What was measured, e.g. 'GET /api/pets (20 pets) on pglite'. */
  name: string;
  /** The figure, already formatted for a reader, e.g. '1,234 req/s, p99 12 ms, ratio 0.82'. */
  figure: string;
  /** The target it is held to, e.g. 'ratio >= 0.7, p99 < 50 ms'; '' when only informative. */
  target: string;
  /** null when the row is informative only. */
  pass: boolean | null;
  /** The raw numbers behind the figure, for the JSON file. */
  values: Record<string, number | string>;
};

export function formatReport(rows: BenchRow[]): string {
  const header = ['section', 'measured', 'figure', 'target', 'result'];
  const body = rows.map((row) => [row.section, row.name, row.figure, row.target, row.pass === null ? '' : row.pass ? 'pass' : 'FAIL']);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** Writes the rows with the run's context to bench/results/<time>.json and returns the path. */
export function writeReport(rows: BenchRow[], context: Record<string, unknown>, dir = path.join(import.meta.dirname, 'results')): string {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...context, rows }, null, 2)}\n`);
  return file;
}
