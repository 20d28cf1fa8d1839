import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import { BarChart } from './bar-chart';
import { barsIn, numberAttribute, withChartBox } from './chart-test-size';

const nights = [
  { night: 'Jun 1', pets: 4 },
  { night: 'Jun 2', pets: 2 },
];
const pets = [{ name: 'pets', label: 'Pets boarding', color: 'orange.6' }];

describe('the bar chart', () => {
  withChartBox();

  it('draws a bar per value, its height in proportion, on an axis from zero', () => {
    const { container } = renderWithApp(<BarChart h={240} data={nights} dataKey="night" series={pets} />);
    const [first, second] = barsIn(container);
    expect(numberAttribute(first, 'height')).toBeGreaterThan(0);
    expect(numberAttribute(first, 'height')).toBeCloseTo(2 * numberAttribute(second, 'height'));
    // Both stand on the same line: zero.
    expect(numberAttribute(first, 'y') + numberAttribute(first, 'height')).toBeCloseTo(
      numberAttribute(second, 'y') + numberAttribute(second, 'height'),
    );
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['0', '4', 'Jun 1', 'Jun 2']));
  });

  it('stacks the series of a category, and a negative value below zero', () => {
    const { container } = renderWithApp(
      <BarChart
        h={240}
        type="stacked"
        data={[{ week: 'Sep 7', boarding: 300, training: 100, refunds: -100 }]}
        dataKey="week"
        series={[
          { name: 'boarding', color: 'orange.6' },
          { name: 'training', color: 'blue.6' },
          { name: 'refunds', color: 'red.6' },
        ]}
      />,
    );
    const [boarding, training, refunds] = barsIn(container);
    // Training sits on boarding; the refunds hang from where boarding starts (zero).
    expect(numberAttribute(training, 'y') + numberAttribute(training, 'height')).toBeCloseTo(numberAttribute(boarding, 'y'));
    expect(numberAttribute(boarding, 'height')).toBeCloseTo(3 * numberAttribute(training, 'height'));
    expect(numberAttribute(refunds, 'y')).toBeCloseTo(numberAttribute(boarding, 'y') + numberAttribute(boarding, 'height'));
    expect(numberAttribute(refunds, 'height')).toBeCloseTo(numberAttribute(training, 'height'));
  });

  it('shows the figures of the category under the pointer, formatted', () => {
    const { container } = renderWithApp(
      <BarChart h={240} data={nights} dataKey="night" series={pets} valueFormatter={(value) => `${value} pets`} />,
    );
    const plot = container.querySelector('svg')!.parentElement!;
    fireEvent.pointerMove(plot, { clientX: 500 });
    const tooltip = screen.getByRole('presentation');
    expect(within(tooltip).getByText('Jun 2')).toBeInTheDocument();
    expect(within(tooltip).getByText('Pets boarding')).toBeInTheDocument();
    expect(within(tooltip).getByText('2 pets')).toBeInTheDocument();
    fireEvent.pointerLeave(plot);
    expect(screen.queryByRole('presentation')).toBeNull();
  });

  it('dims the other series while the reader points at a name in the legend', () => {
    const { container } = renderWithApp(
      <BarChart
        h={240}
        data={[{ week: 'Sep 7', cancelled: 2, noShows: 1 }]}
        dataKey="week"
        series={[
          { name: 'cancelled', label: 'Cancelled', color: 'red.6' },
          { name: 'noShows', label: 'No-shows', color: 'gray.6' },
        ]}
        withLegend
      />,
    );
    const opacities = () => barsIn(container).map((bar) => bar.parentElement!.getAttribute('opacity'));
    expect(opacities()).toEqual(['1', '1']);
    fireEvent.pointerEnter(screen.getByText('No-shows'));
    expect(opacities()).toEqual(['0.1', '1']);
    fireEvent.pointerLeave(screen.getByText('No-shows'));
    expect(opacities()).toEqual(['1', '1']);
  });

  it('writes each bar’s value over it and marks a reference line the axis reaches', () => {
    const { container } = renderWithApp(
      <BarChart
        h={240}
        data={nights}
        dataKey="night"
        series={pets}
        withBarValueLabel
        referenceLines={[{ y: 10, label: 'Capacity', color: 'red.6' }]}
        yAxisProps={{ allowDecimals: false }}
      />,
    );
    const texts = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['4', '2', 'Capacity', '10']));
    const [first] = barsIn(container);
    const capacity = [...container.querySelectorAll('svg line')].find((line) => line.parentElement?.textContent === 'Capacity')!;
    // Ten pets' line is above the four pets' bar.
    expect(numberAttribute(capacity, 'y1')).toBeLessThan(numberAttribute(first, 'y'));
  });

  it('leaves the values out where the bars are too narrow to write them over (sixty nights)', () => {
    const nightsOfTwoMonths = Array.from({ length: 60 }, (_, index) => ({ night: `N${index}`, pets: 12 }));
    const { container } = renderWithApp(<BarChart h={240} data={nightsOfTwoMonths} dataKey="night" series={pets} withBarValueLabel />);
    expect(barsIn(container)).toHaveLength(60);
    const values = [...container.querySelectorAll('svg text')].filter((text) => text.textContent === '12');
    expect(values).toHaveLength(0);
  });
});
