// The value axis of a chart of 1-5 scores: every whole score marked, none skipped for room
// (interval 0). With only a domain, the chart library picked its own ticks (0, 2, 4, 5), uneven
// and missing the odd scores; with a legend above a short chart it kept only 1, 3 and 5.
export const SCORE_AXIS = { domain: [0, 5], ticks: [0, 1, 2, 3, 4, 5], interval: 0, allowDecimals: false } as const;
