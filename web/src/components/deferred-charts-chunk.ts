// The charts the app draws, as one chunk that deferred-charts.tsx loads after the page; importing
// '@mantine/charts' itself there would bring every chart it has (Sankey, heatmap, radar...).
// The bar chart draws its legend outside Recharts (bar-chart-legend-outside.tsx, decisions.md 84).
export { AreaChart, LineChart } from '@mantine/charts';
export { BarChart } from './bar-chart-legend-outside';
