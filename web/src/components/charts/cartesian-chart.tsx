// The frame every chart of the app is drawn in (decisions.md 108): the legend above, the value
// axis with its marks and grid lines, the category labels under the plot, the reference lines,
// and the tooltip of the category under the pointer. The chart itself (bars, lines, areas) draws
// its marks into the plot this frame works out.
//
// Plain SVG drawn by React in one render of a few dozen elements: no chart library to fetch and
// evaluate, no layout read per label. The SVG is hidden from screen readers: every chart sits
// beside a table of the same figures, which is what a screen reader reads.
import { useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Box, extractStyleProps, getThemeColor, useMantineTheme } from '@mantine/core';
import { axisTicks } from './chart-ticks';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';
import { valueOf, type ChartProps, type ChartSeries, type ReferenceLine } from './chart-types';
import { CHAR_WIDTH, categoryLabels } from './category-labels';
import { useElementSize } from './use-element-size';
import classes from './charts.module.css';

const LINE_HEIGHT = 14;
const Y_AXIS_GAP = 10;
const RIGHT_ROOM = 12;
const NO_LINES: readonly ReferenceLine[] = [];

/** Where the plot is in the SVG, and where a category and a value go in it. */
export type Plot = {
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The width of one category's band. */
  band: number;
  /** The middle of the category's band. */
  center: (index: number) => number;
  y: (value: number) => number;
  /** Where zero is (or the axis' nearest end): bars and areas grow from it. */
  baseline: number;
};

export type SeriesStyle = { series: ChartSeries; color: string; dimmed: boolean };

type CartesianChartProps = ChartProps & {
  /** Every value the value axis must cover (a stacked chart's sums). */
  extent: number[];
  /** 'band' shades the category under the pointer (bars); 'line' marks its middle (lines, areas). */
  cursor: 'band' | 'line';
  /** Room above the plot for what the chart writes over its marks (a bar's value). */
  headroom?: number;
  marks: (plot: Plot, styles: SeriesStyle[]) => ReactNode;
};

export function CartesianChart(props: CartesianChartProps) {
  const { styleProps, rest } = extractStyleProps(props);
  const {
    data,
    dataKey,
    series,
    withLegend = false,
    valueFormatter = String,
    yAxisProps,
    referenceLines = NO_LINES,
    extent,
    cursor,
    headroom = 0,
    marks,
  } = rest;
  const theme = useMantineTheme();
  const area = useRef<HTMLDivElement>(null);
  const size = useElementSize(area);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [active, setActive] = useState<number | null>(null);

  const ticks = useMemo(
    () => axisTicks([...extent, ...referenceLines.map((line) => line.y)], yAxisProps),
    [extent, referenceLines, yAxisProps],
  );
  const layout = useMemo(() => {
    if (!size || size.width === 0) return null;
    const tickLabels = ticks.map(valueFormatter);
    const left = Math.max(...tickLabels.map((label) => label.length)) * CHAR_WIDTH + Y_AXIS_GAP;
    const right = Math.max(left + 1, size.width - RIGHT_ROOM);
    const band = (right - left) / Math.max(1, data.length);
    const labels = categoryLabels(
      data.map((row) => String(row[dataKey] ?? '')),
      band,
    );
    const top = LINE_HEIGHT / 2 + headroom;
    const bottom = Math.max(top + 1, size.height - labels.lines * LINE_HEIGHT - 10);
    const low = ticks[0];
    const high = ticks[ticks.length - 1];
    const y = (value: number) => bottom - ((value - low) / (high - low)) * (bottom - top);
    const plot: Plot = {
      left,
      right,
      top,
      bottom,
      band,
      center: (index) => left + band * (index + 0.5),
      y,
      baseline: y(Math.min(Math.max(0, low), high)),
    };
    return { plot, tickLabels, labels, width: size.width, height: size.height };
  }, [size, ticks, valueFormatter, data, dataKey, headroom]);

  const styles = useMemo<SeriesStyle[]>(
    () =>
      series.map((item) => ({
        series: item,
        color: getThemeColor(item.color, theme),
        dimmed: highlighted !== null && highlighted !== item.name,
      })),
    [series, highlighted, theme],
  );
  // Drawn again only when the data, the size or the highlighted series change, not as the pointer moves.
  const drawnMarks = useMemo(() => (layout ? marks(layout.plot, styles) : null), [layout, marks, styles]);

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    if (!layout) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = Math.floor((x - layout.plot.left) / layout.plot.band);
    setActive(index >= 0 && index < data.length ? index : null);
  };

  const activeRow = active === null ? undefined : data[active];
  return (
    <Box {...styleProps} className={classes.chart}>
      {withLegend ? <ChartLegend series={styles} onHighlight={setHighlighted} /> : null}
      <div ref={area} className={classes.plotArea} onPointerMove={pointAt} onPointerLeave={() => setActive(null)}>
        {layout ? (
          <svg width={layout.width} height={layout.height} aria-hidden="true" className={classes.svg}>
            {ticks.map((tick, index) => (
              <g key={tick}>
                <line
                  className={classes.grid}
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={layout.plot.y(tick)}
                  y2={layout.plot.y(tick)}
                />
                <text
                  className={classes.axisText}
                  x={layout.plot.left - Y_AXIS_GAP / 2}
                  y={layout.plot.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {layout.tickLabels[index]}
                </text>
              </g>
            ))}
            {active !== null && cursor === 'band' ? (
              <rect
                className={classes.cursorBand}
                x={layout.plot.left + layout.plot.band * active}
                y={layout.plot.top}
                width={layout.plot.band}
                height={layout.plot.bottom - layout.plot.top}
              />
            ) : null}
            {drawnMarks}
            {active !== null && cursor === 'line' ? (
              <line
                className={classes.cursorLine}
                x1={layout.plot.center(active)}
                x2={layout.plot.center(active)}
                y1={layout.plot.top}
                y2={layout.plot.bottom}
              />
            ) : null}
            {referenceLines.map((line) => (
              <g key={`${line.y}-${line.label ?? ''}`} style={{ color: getThemeColor(line.color, theme) }}>
                <line
                  className={classes.referenceLine}
                  x1={layout.plot.left}
                  x2={layout.plot.right}
                  y1={layout.plot.y(line.y)}
                  y2={layout.plot.y(line.y)}
                />
                {line.label ? (
                  <text className={classes.referenceLabel} x={layout.plot.right} y={layout.plot.y(line.y) - 4} textAnchor="end">
                    {line.label}
                  </text>
                ) : null}
              </g>
            ))}
            {layout.labels.shown.map(({ index, lines }) => (
              <text
                key={index}
                className={classes.axisText}
                x={layout.plot.center(index)}
                y={layout.plot.bottom + 6}
                textAnchor="middle"
                dominantBaseline="hanging"
              >
                {lines.map((line, lineIndex) => (
                  <tspan key={lineIndex} x={layout.plot.center(index)} dy={lineIndex === 0 ? 0 : LINE_HEIGHT}>
                    {line}
                  </tspan>
                ))}
              </text>
            ))}
          </svg>
        ) : null}
        {layout && activeRow && active !== null ? (
          <ChartTooltip
            label={String(activeRow[dataKey] ?? '')}
            rows={styles.map((style) => ({ ...style, value: valueOf(activeRow, style.series) }))}
            valueFormatter={valueFormatter}
            x={layout.plot.center(active)}
            offset={layout.plot.band / 2}
            width={layout.width}
            top={layout.plot.top}
          />
        ) : null}
      </div>
    </Box>
  );
}
