// The value axis of a chart of 1-5 scores: every whole score marked, from 0 to 5, whatever the
// scores shown (a pet scored 3 and 4 so far still reads against the whole scale).
import type { AxisOptions } from '../components/charts/chart-ticks';

export const SCORE_AXIS: AxisOptions = { domain: [0, 5], ticks: [0, 1, 2, 3, 4, 5], allowDecimals: false };
