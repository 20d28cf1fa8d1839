import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import type { BarChartProps } from '@mantine/charts';
import { CHART_DRAW_MARGIN, deferredChart } from './deferred-charts';
import { createTurns } from '../lib/turns';

// The page "loads" when the test says so (passed in: test files share their worker's modules, so
// a module mock would not reach a chart module another file loaded first).
let finishLoading: () => void = () => {};
const pageLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
const BarChart = deferredChart<BarChartProps>('BarChart', { whenReady: () => pageLoaded, turns: createTurns() });
const loaded = () => Promise.resolve();

const chartProps = { data: [{ night: '6/1', pets: 3 }], dataKey: 'night', series: [{ name: 'pets', color: 'orange.6' }] };
const drawnCharts = (container: HTMLElement) => container.querySelectorAll('.recharts-responsive-container').length;

/** An IntersectionObserver the test moves: `show(element)` puts an observed element near the screen. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Set<Element>; margin?: string }[] = [];
  class FakeObserver {
    private entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: new Set(), margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
  return {
    margins: () => observers.map((observer) => observer.margin),
    show(element: Element) {
      for (const observer of observers) {
        if (!observer.elements.has(element)) continue;
        observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer as never);
      }
    },
  };
}

describe('deferred charts', () => {
  // Transforming Recharts takes seconds on a busy machine: do it once, outside the test's own time.
  beforeAll(() => import('./deferred-charts-chunk'), 30_000);
  const ownObserver = window.IntersectionObserver;
  afterEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: ownObserver });
  });

  it('hold the chart’s place at its size until the page has loaded, then draw it', async () => {
    const screenArea = fakeIntersectionObserver();
    const { container } = renderWithApp(<BarChart h={220} mt="md" {...chartProps} />);
    const placeholder = await screen.findByRole('status', { name: 'Loading chart' });
    screenArea.show(placeholder); // on the screen from the start
    const held = { height: placeholder.style.height, marginTop: placeholder.style.marginTop };
    expect(held.height).toContain('13.75rem'); // 220 px
    expect(held.marginTop).toContain('--mantine-spacing-md');
    // Nothing of the chart yet, however long the page takes.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();

    finishLoading();
    await waitFor(() => expect(container.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
    // The chart's own box is the one the placeholder held: nothing below it moves.
    const chart = container.querySelector<HTMLElement>('.recharts-responsive-container')!.parentElement!;
    expect({ height: chart.style.height, marginTop: chart.style.marginTop }).toEqual(held);
  });

  it('draw a chart only once its box comes near the screen', async () => {
    const screenArea = fakeIntersectionObserver();
    const Chart = deferredChart<BarChartProps>('BarChart', { whenReady: loaded, turns: createTurns() });
    const { container } = renderWithApp(<Chart h={220} {...chartProps} />);
    const placeholder = await screen.findByRole('status', { name: 'Loading chart' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawnCharts(container)).toBe(0);
    expect(screenArea.margins()).toContain(CHART_DRAW_MARGIN);

    screenArea.show(placeholder);
    await waitFor(() => expect(drawnCharts(container)).toBe(1));
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
  });

  it('draw the charts on the screen one at a time, each in a task of its own', async () => {
    // No IntersectionObserver (an old browser): every chart counts as on the screen.
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    // Each turn after the first waits for a task the test runs by hand.
    const nextTasks: (() => void)[] = [];
    const Chart = deferredChart<BarChartProps>('BarChart', { whenReady: loaded, turns: createTurns((run) => nextTasks.push(run)) });
    const { container } = renderWithApp(
      <>
        <Chart h={220} {...chartProps} />
        <Chart h={220} {...chartProps} />
        <Chart h={220} {...chartProps} />
      </>,
    );
    await waitFor(() => expect(drawnCharts(container)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drawnCharts(container)).toBe(1);
    expect(screen.getAllByRole('status', { name: 'Loading chart' })).toHaveLength(2);

    await waitFor(() => expect(nextTasks).toHaveLength(1));
    nextTasks.shift()!();
    await waitFor(() => expect(drawnCharts(container)).toBe(2));
    await waitFor(() => expect(nextTasks).toHaveLength(1));
    nextTasks.shift()!();
    await waitFor(() => expect(drawnCharts(container)).toBe(3));
    expect(screen.queryByRole('status', { name: 'Loading chart' })).toBeNull();
  });
});
