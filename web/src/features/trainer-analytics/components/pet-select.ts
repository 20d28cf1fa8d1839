// The assessment chart's pet Select as a chunk of its own (analytics-charts.tsx loads it after the
// page): Mantine's Select brings its Combobox and Popover, about 17 KB compressed.
export { Select } from '@mantine/core';
