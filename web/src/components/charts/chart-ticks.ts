// The value axis of a chart: round steps (1, 2, 2.5 or 5 times a power of ten) from a round start
// to a round end that cover every value, about five of them, as a reader would mark an axis by hand.

/** How many steps an axis aims for. */
const STEPS = 5;

export type AxisOptions = {
  /** False for counts (bookings, pets, sessions): no 0.5 on the axis. */
  allowDecimals?: boolean;
  /** Values the axis must reach even when the data does not (a capacity, a score scale's 0 to 5). */
  domain?: readonly [number, number];
  /** The marks themselves, when the scale is fixed (a score's 0 to 5). */
  ticks?: readonly number[];
};

/** The axis' marks, lowest first: the first and last are the ends of the plot. */
export function axisTicks(values: number[], { allowDecimals = true, domain, ticks }: AxisOptions = {}): number[] {
  if (ticks && ticks.length >= 2) return [...ticks].sort((a, b) => a - b);
  // Bars and areas start at zero, so the axis always shows it.
  let low = Math.min(0, ...values, ...(domain ? [domain[0]] : []));
  let high = Math.max(0, ...values, ...(domain ? [domain[1]] : []));
  if (low === high) high = low + 1;
  const step = roundStep((high - low) / STEPS, allowDecimals);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const marks: number[] = [];
  // Rounded to the step's own decimals: 0.1 + 0.2 is not 0.3 in floating point.
  for (let mark = low; mark <= high + step / 2; mark += step) marks.push(Number(mark.toPrecision(12)));
  return marks;
}

function roundStep(rough: number, allowDecimals: boolean): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  if (allowDecimals) return step;
  // Whole steps only; 2.5 rounds up to 3 rather than down, so that the marks still cover the values.
  return Math.max(1, Math.ceil(step));
}
