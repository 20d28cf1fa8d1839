// Lighthouse's CPU slowdown calibrated to the machine the bench runs on (decisions.md 96). Its
// simulated throttling slows the page's observed main-thread work by a constant, 4x by default,
// which turns a high-end desktop (CPU index about 1,530) into the mid-tier phone its scores are
// meant for. On a faster host the same 4x is a faster phone: this machine has read 1,270-1,740 in
// one session and 3,490-3,830 in another, and the same build scored 74-89 against 90-100 on the
// signed-in pages. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
// slowdown") says to pick the multiplier from the host's CPU index with its calculator; this is
// that calculator's mapping, so every run of the bench measures the same phone.

/** Below this index Lighthouse's calculator declines: the host is too slow to stand for the phone. */
const SLOWEST_CALIBRATED_INDEX = 150;

/**
 * The multiplier Lighthouse's CPU throttling calculator gives for a host's CPU index (its piecewise
 * line through 150 = 1x, 800 = 2x, 1,300 = 3x, then one more for every 233: 1,533 = 4x, 2,000 = 6x).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) {
    throw new Error(`Lighthouse's CPU index ${benchmarkIndex} is too low to emulate its phone on this machine`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The median of a few readings of the index: one reading can land on a busy moment. */
export function medianIndex(readings: number[]): number {
  if (readings.length === 0) throw new Error('No CPU index readings to calibrate from');
  const sorted = [...readings].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A multiplier set from the readings before the pages stops standing for the phone when the
 * machine's speed moves during the section (this host read 1,030-2,040 between one page and the
 * next). Every Lighthouse run reads the index again as it starts: when that reading calls for a
 * multiplier more than this far from the one in use, the run is audited with the new one, and so
 * are the runs after it (the page is not loaded again: decisions.md 113).
 */
export const RECALIBRATE_BEYOND = 1.25;

/** The multiplier a run's own CPU index calls for, when it is too far from the one it ran with; else undefined. */
export function recalibrated(usedSlowdown: number, runIndex: number): number | undefined {
  if (!Number.isFinite(runIndex) || runIndex < SLOWEST_CALIBRATED_INDEX) return undefined;
  const wanted = cpuSlowdownFor(runIndex);
  const ratio = wanted > usedSlowdown ? wanted / usedSlowdown : usedSlowdown / wanted;
  return ratio > RECALIBRATE_BEYOND ? wanted : undefined;
}
