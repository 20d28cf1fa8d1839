// A line per series through its values, one point per category (assessment scores over time);
// the area chart fills under each line (the nights' boarded pets against the capacity).
import { useCallback } from 'react';
import { CartesianChart, type Plot, type SeriesStyle } from './cartesian-chart';
import { valueOf, type ChartProps, type ChartRow } from './chart-types';

type LineChartProps = ChartProps & {
  /** Join the points either side of a category without a value, rather than break the line there. */
  connectNulls?: boolean;
};

const DIMMED = 0.15;
const AREA_OPACITY = 0.2;
const DOT_RADIUS = 3.5;
/** Narrower than this a category's dots crowd into a bead string (30 nights on a phone): the line alone shows the values. */
const DOTS_FROM_BAND = 6 * DOT_RADIUS;

export function LineChart(props: LineChartProps) {
  return <PointsChart {...props} filled={false} />;
}

export function AreaChart(props: LineChartProps) {
  return <PointsChart {...props} filled />;
}

function PointsChart({ connectNulls = false, filled, ...props }: LineChartProps & { filled: boolean }) {
  const { data } = props;
  const marks = useCallback(
    (plot: Plot, styles: SeriesStyle[]) =>
      styles.map((style) => {
        const runs = pointRuns(data, style, plot, connectNulls);
        return (
          <g key={style.series.name} opacity={style.dimmed ? DIMMED : 1} style={{ color: style.color }}>
            {filled
              ? runs.map((run, index) => (
                  <path key={`area-${index}`} d={areaPath(run, plot.baseline)} fill="currentColor" fillOpacity={AREA_OPACITY} />
                ))
              : null}
            {runs.map((run, index) => (
              <path key={`line-${index}`} d={linePath(run)} fill="none" stroke="currentColor" strokeWidth={2} />
            ))}
            {plot.band >= DOTS_FROM_BAND || runs.some((run) => run.length === 1)
              ? runs.flat().map((point) => <circle key={point.index} cx={point.x} cy={point.y} r={DOT_RADIUS} fill="currentColor" />)
              : null}
          </g>
        );
      }),
    [data, connectNulls, filled],
  );
  return (
    <CartesianChart
      {...props}
      extent={data.flatMap((row) => props.series.map((item) => valueOf(row, item) ?? 0))}
      cursor="line"
      marks={marks}
    />
  );
}

type Point = { index: number; x: number; y: number };

/** The series' points in runs the line joins: one run when nulls are joined over, else a new run after each gap. */
function pointRuns(data: ChartRow[], style: SeriesStyle, plot: Plot, connectNulls: boolean): Point[][] {
  const runs: Point[][] = [[]];
  data.forEach((row, index) => {
    const value = valueOf(row, style.series);
    if (value === null) {
      if (!connectNulls && runs[runs.length - 1].length > 0) runs.push([]);
      return;
    }
    runs[runs.length - 1].push({ index, x: plot.center(index), y: plot.y(value) });
  });
  return runs.filter((run) => run.length > 0);
}

function linePath(run: Point[]): string {
  return run.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

function areaPath(run: Point[], baseline: number): string {
  const first = run[0];
  const last = run[run.length - 1];
  return `M${first.x},${baseline} ${run.map((point) => `L${point.x},${point.y}`).join(' ')} L${last.x},${baseline} Z`;
}
