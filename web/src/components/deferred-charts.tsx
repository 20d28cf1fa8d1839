// The charts load after the page (decisions.md 79): Mantine's charts bring Recharts, about 120 KB
// compressed, the largest chunk any page asks for, and every chart sits beside or under a table
// with the same figures. Until the chunk is in, a still box of the chart's own size and margins
// holds its place, so nothing moves when the chart arrives; it says it is loading to a screen
// reader as the project's skeletons do.
import { lazy, Suspense, type ComponentType } from 'react';
import { Box, extractStyleProps } from '@mantine/core';
import type { AreaChartProps, BarChartProps, LineChartProps } from '@mantine/charts';
import { afterPageLoad } from '../lib/after-page-load';

/**
 * A chart drawn once `whenReady` has resolved (the page has loaded); the chunk is fetched once
 * however many charts ask for it (the browser keeps a module it has imported).
 */
export function deferredChart<Props extends object>(name: 'AreaChart' | 'BarChart' | 'LineChart', whenReady = afterPageLoad) {
  const Chart = lazy(() =>
    whenReady()
      .then(() => import('./deferred-charts-chunk'))
      .then((charts) => ({ default: charts[name] as unknown as ComponentType<Props> })),
  );
  function DeferredChart(props: Props) {
    const { styleProps } = extractStyleProps(props);
    return (
      <Suspense fallback={<Box {...styleProps} role="status" aria-label="Loading chart" />}>
        <Chart {...props} />
      </Suspense>
    );
  }
  DeferredChart.displayName = `Deferred${name}`;
  return DeferredChart;
}

export const AreaChart = deferredChart<AreaChartProps>('AreaChart');
export const BarChart = deferredChart<BarChartProps>('BarChart');
export const LineChart = deferredChart<LineChartProps>('LineChart');
