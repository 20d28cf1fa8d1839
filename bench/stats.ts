// Latency percentiles and the printed table for the API bench.

export type RunSummary = {
  name: string;
  mode: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(name: string, mode: string, run: { latencies: number[]; elapsedMs: number }): RunSummary {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    name,
    mode,
    requests: sorted.length,
    perSecond: (sorted.length / run.elapsedMs) * 1000,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1],
  };
}

export function formatTable(rows: RunSummary[]): string {
  const header = ['endpoint', 'mode', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const ms = (value: number) => value.toFixed(2);
  const body = rows.map((row) => [
    row.name,
    row.mode,
    String(row.requests),
    row.perSecond.toFixed(0),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
