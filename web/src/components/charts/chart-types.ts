// What the app's charts are given: the rows, the key of each row's label, and a series per value
// drawn, each with its theme color (Mantine's names, 'teal.6').
import type { BoxProps, MantineColor } from '@mantine/core';
import type { AxisOptions } from './chart-ticks';

export type ChartSeries = { name: string; label?: string; color: MantineColor };

/** One category of the chart (a week, a night, a skill): its label under `dataKey`, a value per series. */
export type ChartRow = Record<string, string | number | null | undefined>;

/** A level marked across the plot (the boarding capacity). */
export type ReferenceLine = { y: number; label?: string; color: MantineColor };

export type ChartProps = BoxProps & {
  /** The chart's whole height in px, legend included. */
  h: number;
  data: ChartRow[];
  dataKey: string;
  series: readonly ChartSeries[];
  withLegend?: boolean;
  /** How a value reads on the axis and in the tooltip ($758.00). */
  valueFormatter?: (value: number) => string;
  yAxisProps?: AxisOptions;
  referenceLines?: readonly ReferenceLine[];
};

/** A row's value for a series, or null when it has none (a week without an assessment). */
export function valueOf(row: ChartRow, series: ChartSeries): number | null {
  const value = row[series.name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
