// The judgements of the API bench, kept apart so that a test can check them.

export const API_TARGETS = { minRatio: 0.7, maxP99Ms: 50 } as const;

/** app/bare throughput; 0 when the bare run served nothing. */
export function throughputRatio(appPerSecond: number, barePerSecond: number): number {
  return barePerSecond > 0 ? appPerSecond / barePerSecond : 0;
}

/** The first difference between the app's and the baseline's bytes, or null when they are equal. */
export function firstDifference(appBody: Buffer, bareBody: Buffer): string | null {
  if (appBody.equals(bareBody)) return null;
  const length = Math.min(appBody.length, bareBody.length);
  let at = 0;
  while (at < length && appBody[at] === bareBody[at]) at++;
  const around = (body: Buffer) => JSON.stringify(body.subarray(Math.max(0, at - 20), at + 40).toString('utf8'));
  return `bytes differ at ${at} (app ${appBody.length} bytes, bare ${bareBody.length}): app ${around(appBody)} vs bare ${around(bareBody)}`;
}

export function meetsApiTargets(figures: {
  requests: number;
  ratio: number;
  p99Ms: number;
  failures: number;
  sameBytes: boolean;
}): boolean {
  // A run in which nothing completed has no p99 at all: that is a failure, not a pass.
  if (figures.requests === 0 || !figures.sameBytes || figures.failures > 0) return false;
  return figures.ratio >= API_TARGETS.minRatio && figures.p99Ms < API_TARGETS.maxP99Ms;
}
