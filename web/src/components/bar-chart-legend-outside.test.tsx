// The bar chart draws its legend outside Recharts (decisions.md 84): the legend where Recharts drew
// it, the plot below the legend's height, and pointing at a name dims the other bars.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render-with-app';
import { BarChart } from './bar-chart-legend-outside';

const LEGEND_HEIGHT = 44;
const data = [
  { week: 'Nov 2', paid: 120, refunded: 20, net: 100 },
  { week: 'Nov 9', paid: 80, refunded: 10, net: 70 },
];
const series = [
  { name: 'paid', label: 'Paid', color: 'teal.6' },
  { name: 'refunded', label: 'Refunded', color: 'red.6' },
  { name: 'net', label: 'Net', color: 'blue.6' },
];

/** jsdom lays nothing out: the chart's box is 300 x 260, the legend's box 44 high. */
function layOut() {
  const box = (width: number, height: number) => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    width,
    height,
    toJSON() {},
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('recharts-responsive-container')) return box(300, 260);
    if (this.querySelector(':scope > .mantine-ChartLegend-legend')) return box(300, LEGEND_HEIGHT);
    return box(0, 0);
  });
}

describe('BarChart with its legend outside Recharts', () => {
  // Transforming Recharts takes seconds on a busy machine: do it once, outside the test's own time.
  beforeAll(() => import('@mantine/charts'), 30_000);
  afterEach(() => vi.restoreAllMocks());

  it('draws the legend in the order Recharts uses, and the plot below its height', async () => {
    layOut();
    const { container } = renderWithApp(<BarChart h={260} data={data} dataKey="week" series={series} withLegend />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBe(6));
    expect([...container.querySelectorAll('.mantine-ChartLegend-legendItemName')].map((name) => name.textContent)).toEqual([
      'Net',
      'Paid',
      'Refunded',
    ]);
    // Recharts draws no legend of its own, and keeps the legend's height free at the top of the plot.
    expect(container.querySelector('.recharts-legend-wrapper')).toBeNull();
    const gridTops = [...container.querySelectorAll('.recharts-cartesian-grid-horizontal line')].map((line) =>
      Number(line.getAttribute('y1')),
    );
    expect(Math.min(...gridTops)).toBe(LEGEND_HEIGHT);
  });

  it('dims the other series while a name in the legend is pointed at', async () => {
    layOut();
    const user = userEvent.setup();
    const { container } = renderWithApp(<BarChart h={260} data={data} dataKey="week" series={series} withLegend />);
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBe(6));
    const opacities = () =>
      [...container.querySelectorAll('.recharts-bar-rectangle path')].map((path) => path.getAttribute('fill-opacity'));
    expect(new Set(opacities())).toEqual(new Set(['1']));

    await user.hover(screen.getByText('Paid'));
    await waitFor(() => expect(opacities().filter((opacity) => opacity === '0.1')).toHaveLength(4));
    await user.unhover(screen.getByText('Paid'));
    await waitFor(() => expect(new Set(opacities())).toEqual(new Set(['1'])));
  });
});
