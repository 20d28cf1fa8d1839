import { describe, expect, it } from 'vitest';
import { categoryLabels } from './category-labels';

const weeks = ['Sep 7', 'Sep 14', 'Sep 21', 'Sep 28', 'Oct 5', 'Oct 12'];

describe('the labels under a chart', () => {
  it('writes every label on one line when each fits its band', () => {
    expect(categoryLabels(weeks, 60)).toEqual({ shown: weeks.map((label, index) => ({ index, lines: [label] })), lines: 1 });
  });

  it('wraps a label at its spaces when each word fits the band', () => {
    const labels = categoryLabels(['Expired', 'Expiring soon', 'Missing proof'], 70);
    expect(labels.shown.map((label) => label.lines)).toEqual([['Expired'], ['Expiring', 'soon'], ['Missing', 'proof']]);
    expect(labels.lines).toBe(2);
  });

  it('writes every so many labels, evenly, when they cannot fit (twelve weeks on a phone)', () => {
    const labels = categoryLabels(['September 7', 'September 14', 'September 21', 'September 28', 'October 5', 'October 12'], 24);
    expect(labels.shown.map((label) => label.index)).toEqual([0, 4]);
    expect(labels.lines).toBe(1);
  });
});
