// The charts load after the page (decisions.md 79): Mantine's charts bring Recharts, about 120 KB
// compressed, the largest chunk any page asks for, and every chart sits beside or under a table
// with the same figures. Until the chunk is in, a still box of the chart's own size and margins
// holds its place, so nothing moves when the chart arrives; it says it is loading to a screen
// reader as the project's skeletons do.
// Mounting a Recharts chart is one long task (its store settles in synchronous re-renders), so a
// chart is also drawn only once its box is on the screen or close to it, and one chart at a time,
// each in a task of its own (decisions.md 80).
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, extractStyleProps } from '@mantine/core';
import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';
import { afterPageLoad } from '../lib/after-page-load';
import { createTurns, type Turns } from '../lib/turns';
import { useNearViewport } from '../lib/use-near-viewport';
import { useTurn } from '../lib/use-turn';
import { OnCommit } from './on-commit';

/** How far below (or above) the screen a chart starts drawing, so that a reader scrolling to it finds it drawn. */
export const CHART_DRAW_MARGIN = '200px 0px';

const chartTurns = createTurns();

type DeferredChartOptions = {
  /** When the page counts as loaded; passed in by tests. */
  whenReady?: () => Promise<void>;
  /** Whose turn it is to mount; passed in by tests. */
  turns?: Turns;
};

/**
 * A chart drawn once `whenReady` has resolved (the page has loaded) and its box is near the screen,
 * after the charts before it in the queue; the chunk is fetched once however many charts ask for it
 * (the browser keeps a module it has imported).
 */
export function deferredChart<Props extends object>(
  name: 'AreaChart' | 'BarChart' | 'LineChart',
  { whenReady = afterPageLoad, turns = chartTurns }: DeferredChartOptions = {},
) {
  const Chart = lazy(() =>
    whenReady()
      .then(() => import('./deferred-charts-chunk'))
      .then((charts) => ({ default: charts[name] as unknown as ComponentType<Props> })),
  );
  function DeferredChart(props: Props) {
    const { styleProps } = extractStyleProps(props);
    const [placeholderRef, near] = useNearViewport<HTMLDivElement>(CHART_DRAW_MARGIN);
    const [hasTurn, handOn] = useTurn(turns, near);
    const placeholder = <Box ref={placeholderRef} {...styleProps} role="status" aria-label="Loading chart" />;
    if (!hasTurn) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
        <OnCommit run={handOn} />
      </Suspense>
    );
  }
  DeferredChart.displayName = `Deferred${name}`;
  return DeferredChart;
}

export const AreaChart = deferredChart<AreaChartProps>('AreaChart');
export const BarChart = deferredChart<BarChartProps>('BarChart');
export const LineChart = deferredChart<LineChartProps>('LineChart');
