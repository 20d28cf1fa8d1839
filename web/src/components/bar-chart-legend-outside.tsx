// Mantine's BarChart with its legend drawn beside Recharts instead of inside it (decisions.md 84).
// Recharts measures a legend it draws and lays the whole chart out again for each size it reads:
// two more synchronous passes of every bar, axis and tick in the chart's first draw (the plot
// moved down 16 px, then 44), about half of the chart's long task. Here the legend is drawn first,
// where Recharts puts it (over the top of the chart's box, as wide as the box), its height is read
// once before the chart is drawn, and the chart keeps that much room at its top: the plot, the
// axes and the legend are where they were. Pointing at a name dims the other bars as Mantine's
// legend does. A chart without a legend (or with its own legend or bar settings) is Mantine's as is.
import { useLayoutEffect, useRef, useState } from 'react';
import { Box, extractStyleProps, getThemeColor, useMantineTheme } from '@mantine/core';
import { BarChart as MantineBarChart, ChartLegend, type BarChartProps } from '@mantine/charts';

export function BarChart(props: BarChartProps) {
  const theme = useMantineTheme();
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const legend = useRef<HTMLDivElement>(null);
  const legendHeight = useHeightOf(legend);
  if (!props.withLegend || props.legendProps || props.barProps || props.barChartProps || props.type === 'waterfall') {
    return <MantineBarChart {...props} />;
  }
  const { styleProps, rest } = extractStyleProps(props);
  const { withLegend: _withLegend, series, fillOpacity = 1, ...chartProps } = rest;
  // Recharts lists a legend's items by their names, whatever the order of the series.
  const payload = [...series]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((item) => ({ value: item.name, dataKey: item.name, color: getThemeColor(item.color, theme) }));
  return (
    <Box {...styleProps} pos="relative">
      {/* Over the chart, as Recharts' own legend is: it takes the pointer there. */}
      <div ref={legend} style={{ position: 'absolute', top: 0, left: 0, width: '100%', zIndex: 1 }}>
        <ChartLegend
          payload={payload}
          onHighlight={(name) => setHighlighted(name === null ? null : String(name))}
          legendPosition="top"
          series={series}
        />
      </div>
      {legendHeight === null ? null : (
        <MantineBarChart
          {...chartProps}
          h="100%"
          series={series}
          barChartProps={{ margin: { top: legendHeight } }}
          // As Mantine dims the bars of the series not pointed at in its own legend.
          barProps={(item) => {
            const dimmed = highlighted !== null && highlighted !== item.name;
            return { fillOpacity: dimmed ? 0.1 : fillOpacity, strokeOpacity: dimmed ? 0.2 : 0 };
          }}
        />
      )}
    </Box>
  );
}

/** The element's height: read before the first paint, then again whenever it changes (the legend wraps on a narrower screen). */
function useHeightOf(element: React.RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    setHeight(target.getBoundingClientRect().height);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(target.getBoundingClientRect().height));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return height;
}
