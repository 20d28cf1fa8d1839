// The figures of the category under the pointer, beside it: on its right, or on its left in the
// right half of the chart, so that it stays inside the chart's box.
import type { SeriesStyle } from './cartesian-chart';
import classes from './charts.module.css';

type ChartTooltipProps = {
  label: string;
  rows: (SeriesStyle & { value: number | null })[];
  valueFormatter: (value: number) => string;
  /** The middle of the category, and half its band: the tooltip keeps clear of the band. */
  x: number;
  offset: number;
  /** The chart's width. */
  width: number;
  top: number;
};

const GAP = 8;

export function ChartTooltip({ label, rows, valueFormatter, x, offset, width, top }: ChartTooltipProps) {
  const onRight = x < width / 2;
  const place = onRight ? { left: x + offset + GAP } : { right: width - x + offset + GAP };
  return (
    <div className={classes.tooltip} style={{ top, ...place }} role="presentation">
      <div className={classes.tooltipLabel}>{label}</div>
      {rows.map(({ series, color, value }) => (
        <div key={series.name} className={classes.tooltipRow}>
          <span className={classes.swatch} style={{ background: color }} />
          <span className={classes.tooltipName}>{series.label ?? series.name}</span>
          <span className={classes.tooltipValue}>{value === null ? '-' : valueFormatter(value)}</span>
        </div>
      ))}
    </div>
  );
}
