// Bars per category, side by side (one per series) or stacked (revenue by service), with the
// value written over each bar when asked (a count of vaccine records, of pets a night).
import { useCallback } from 'react';
import { CartesianChart, type Plot, type SeriesStyle } from './cartesian-chart';
import { CHAR_WIDTH } from './category-labels';
import { valueOf, type ChartProps, type ChartRow } from './chart-types';
import classes from './charts.module.css';

type BarChartProps = ChartProps & {
  type?: 'default' | 'stacked';
  withBarValueLabel?: boolean;
};

/** The share of a category's band its bars take; the rest keeps categories apart. */
const BARS_SHARE = 0.8;
const DIMMED = 0.1;
const VALUE_LABEL_ROOM = 16;
/** Space kept clear between two bars' values. */
const VALUE_GAP = 4;

/** Whether a bar's value fits over its share of the band: thirty nights on a phone leave no room to write them. */
const fitsOver = (text: string, room: number) => text.length * CHAR_WIDTH + VALUE_GAP <= room;

export function BarChart({ type = 'default', withBarValueLabel = false, ...props }: BarChartProps) {
  const { data, valueFormatter = String } = props;
  const stacked = type === 'stacked';
  const marks = useCallback(
    (plot: Plot, styles: SeriesStyle[]) => {
      // A bar's share of its band: a value wider than that is left out.
      const room = plot.band / (stacked ? 1 : styles.length);
      const valueOver = (bar: Bar) => {
        const text = valueFormatter(bar.value);
        return fitsOver(text, room) ? (
          <text className={classes.axisText} x={bar.x + bar.width / 2} y={bar.y - 4} textAnchor="middle">
            {text}
          </text>
        ) : null;
      };
      return data.map((row, index) => (
        <g key={index}>
          {(stacked ? stackedBars : sideBySideBars)(row, index, plot, styles).map((bar) => (
            <g key={bar.style.series.name} opacity={bar.style.dimmed ? DIMMED : 1}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} style={{ fill: bar.style.color }} />
              {withBarValueLabel ? valueOver(bar) : null}
            </g>
          ))}
        </g>
      ));
    },
    [data, stacked, withBarValueLabel, valueFormatter],
  );
  return (
    <CartesianChart
      {...props}
      extent={stacked ? stackedExtent(data, props.series) : data.flatMap((row) => props.series.map((item) => valueOf(row, item) ?? 0))}
      cursor="band"
      headroom={withBarValueLabel ? VALUE_LABEL_ROOM : 0}
      marks={marks}
    />
  );
}

type Bar = { style: SeriesStyle; value: number; x: number; y: number; width: number; height: number };

function sideBySideBars(row: ChartRow, index: number, plot: Plot, styles: SeriesStyle[]): Bar[] {
  const share = plot.band * BARS_SHARE;
  const gap = styles.length > 1 ? Math.min(4, share * 0.05) : 0;
  const width = Math.max(1, (share - gap * (styles.length - 1)) / styles.length);
  const start = plot.center(index) - share / 2;
  return styles.flatMap((style, position) => {
    const value = valueOf(row, style.series);
    if (value === null) return [];
    const top = Math.min(plot.y(value), plot.baseline);
    return [{ style, value, x: start + position * (width + gap), y: top, width, height: Math.abs(plot.y(value) - plot.baseline) }];
  });
}

/** Each series on top of the ones before it; a negative value stacks downwards from zero. */
function stackedBars(row: ChartRow, index: number, plot: Plot, styles: SeriesStyle[]): Bar[] {
  const width = plot.band * BARS_SHARE;
  const x = plot.center(index) - width / 2;
  let above = 0;
  let below = 0;
  return styles.flatMap((style) => {
    const value = valueOf(row, style.series);
    if (value === null || value === 0) return [];
    const from = value > 0 ? above : below;
    const to = from + value;
    if (value > 0) above = to;
    else below = to;
    const y = Math.min(plot.y(from), plot.y(to));
    return [{ style, value, x, y, width, height: Math.abs(plot.y(to) - plot.y(from)) }];
  });
}

function stackedExtent(data: ChartRow[], series: ChartProps['series']): number[] {
  return data.flatMap((row) => {
    const values = series.map((item) => valueOf(row, item) ?? 0);
    return [
      values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0),
      values.filter((value) => value < 0).reduce((sum, value) => sum + value, 0),
    ];
  });
}
