import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { AreaChart, LineChart } from './line-chart';
import { withChartBox } from './chart-test-size';

const scores = [
  { date: 'Jun 1', focus: 2 },
  { date: 'Jun 8', focus: null },
  { date: 'Jun 15', focus: 4 },
];
const focus = [{ name: 'focus', label: 'Focus', color: 'grape.6' }];
const paths = (container: HTMLElement) => [...container.querySelectorAll('svg path')].map((path) => path.getAttribute('d')!);

describe('the line and area charts', () => {
  withChartBox();

  it('joins the points either side of a week without a score when asked', () => {
    const { container } = renderWithApp(<LineChart h={240} data={scores} dataKey="date" series={focus} connectNulls />);
    expect(paths(container)).toHaveLength(1);
    expect(paths(container)[0]).toMatch(/^M[\d.]+,[\d.]+ L[\d.]+,[\d.]+$/);
    expect(container.querySelectorAll('svg circle')).toHaveLength(2);
  });

  it('breaks the line at a week without a score otherwise', () => {
    const { container } = renderWithApp(<LineChart h={240} data={scores} dataKey="date" series={focus} />);
    expect(paths(container)).toHaveLength(2);
    expect(paths(container).every((d) => !d.includes('L'))).toBe(true);
  });

  it('draws a higher score higher up', () => {
    const { container } = renderWithApp(<LineChart h={240} data={scores} dataKey="date" series={focus} connectNulls />);
    const [low, high] = [...container.querySelectorAll('svg circle')].map((dot) => Number(dot.getAttribute('cy')));
    expect(high).toBeLessThan(low);
  });

  it('fills the area under each line down to zero', () => {
    const { container } = renderWithApp(
      <AreaChart
        h={240}
        data={[
          { night: 'Jun 1', pets: 3, capacity: 10 },
          { night: 'Jun 2', pets: 5, capacity: 10 },
        ]}
        dataKey="night"
        series={[
          { name: 'pets', color: 'teal.6' },
          { name: 'capacity', color: 'gray.5' },
        ]}
      />,
    );
    const areas = [...container.querySelectorAll('svg path[fill="currentColor"]')];
    expect(areas).toHaveLength(2);
    expect(areas.every((area) => area.getAttribute('d')!.endsWith('Z'))).toBe(true);
    const zero = [...container.querySelectorAll('svg text')].find((text) => text.textContent === '0')!;
    // The area starts on the zero line.
    expect(areas[0].getAttribute('d')).toMatch(new RegExp(`^M[\\d.]+,${zero.getAttribute('y')} `));
  });
});
