import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import type { BarChartProps } from '@mantine/charts';
import { deferredChart } from './deferred-charts';

// The page "loads" when the test says so (passed in: test files share their worker's modules, so
// a module mock would not reach a chart module another file loaded first).
let finishLoading: () => void = () => {};
const pageLoaded = new Promise<void>((resolve) => (finishLoading = resolve));
const BarChart = deferredChart<BarChartProps>('BarChart', () => pageLoaded);

describe('deferred charts', () => {
  // Transforming Recharts takes seconds on a busy machine: do it once, outside the test's own time.
  beforeAll(() => import('./deferred-charts-chunk'), 30_000);

  it('hold the chart’s place at its size until the page has loaded, then draw it', async () => {
    const { container } = renderWithApp(
      <BarChart h={220} mt="md" data={[{ night: '6/1', pets: 3 }]} dataKey="night" series={[{ name: 'pets', color: 'orange.6' }]} />,
    );
    const placeholder = await screen.findByRole('status', { name: 'Loading chart' });
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
});
