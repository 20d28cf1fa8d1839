// Which category labels go under the plot, and on how many lines: a label wraps at its spaces when
// each of its words fits its band ('Expiring soon' over two lines under a wide bar); otherwise
// labels stay on one line and only every so many are written, evenly, so that none overlap
// (twelve weeks on a phone: every third week).

/** About how wide a character of the axes' 12px text is: enough to keep labels apart without measuring each. */
export const CHAR_WIDTH = 6.5;
/** Space kept clear between two labels: a little where every label is written, more between the ones picked out. */
const GAP = 6;
const SPACED_GAP = 16;
const MOST_LINES = 3;

export type CategoryLabels = { shown: { index: number; lines: string[] }[]; lines: number };

export function categoryLabels(labels: string[], band: number): CategoryLabels {
  const room = band - GAP;
  const fits = (text: string) => text.length * CHAR_WIDTH <= room;
  if (labels.every(fits)) return { shown: labels.map((label, index) => ({ index, lines: [label] })), lines: 1 };
  const wrapped = labels.map((label) => wrap(label, fits));
  if (wrapped.every((lines) => lines !== null && lines.length <= MOST_LINES)) {
    const shown = wrapped.map((lines, index) => ({ index, lines: lines! }));
    return { shown, lines: Math.max(...shown.map((label) => label.lines.length)) };
  }
  const widest = Math.max(...labels.map((label) => label.length)) * CHAR_WIDTH + SPACED_GAP;
  const every = Math.max(1, Math.ceil(widest / band));
  const shown = labels.flatMap((label, index) => (index % every === 0 ? [{ index, lines: [label] }] : []));
  return { shown, lines: 1 };
}

/** The label's words in as few lines as fit, or null when one word alone is too wide. */
function wrap(label: string, fits: (text: string) => boolean): string[] | null {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (!fits(word)) return null;
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
