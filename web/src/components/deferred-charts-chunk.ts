// The charts the app draws, as one chunk that deferred-charts.tsx loads after the page; importing
// '@mantine/charts' itself there would bring every chart it has (Sankey, heatmap, radar...).
export { AreaChart, BarChart, LineChart } from '@mantine/charts';
