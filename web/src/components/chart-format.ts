// How the charts of the reports and the trainer analytics label their axes: 'Mar 3' for a week or a night ('March 3, 2025' in the tables).
import { formatDate } from '../lib/format';

export const CHART_HEIGHT = 260;
export const shortDay = (day: string) => formatDate(day).replace(/, \d{4}$/, '');
export const dollarsOf = (cents: number) => cents / 100;
export const dollarLabel = (value: number) => `$${value.toFixed(2)}`;
