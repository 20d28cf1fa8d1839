// A Mantine Textarea that grows with its text (Mantine's `autosize`), sized by the browser where it
// can (CSS `field-sizing: content`, Chromium 123+, Safari 26.2+). Mantine's autosize measures each
// textarea in a layout effect on every render: it reads the computed style and a hidden copy's
// scrollHeight, which forces a layout of the whole page each time. The curriculum builder has a
// dozen of them in one form, re-rendered on every keystroke; drawing a two-module program spent
// over a second of a phone's main thread there. Where the browser sizes the field itself, it looks
// the same (at least `minRows` lines, growing with the text, no scroll bar) and costs no script.
import type { CSSProperties } from 'react';
import { Textarea, type TextareaProps } from '@mantine/core';

export const browserSizesFields =
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

type GrowingTextareaProps = Omit<TextareaProps, 'autosize' | 'maxRows' | 'styles'> & { minRows?: number };

/** Mantine's autosize height: at least `minRows` lines plus the field's padding and border (and the input's own minimum). */
const minimumHeight = (minRows: number) =>
  `max(var(--input-height), calc(${minRows}lh + 2 * var(--input-padding-y, 0rem) + 2 * calc(0.0625rem * var(--mantine-scale))))`;

export function GrowingTextarea({ minRows = 1, ...props }: GrowingTextareaProps) {
  if (!browserSizesFields) return <Textarea autosize minRows={minRows} {...props} />;
  const input = { fieldSizing: 'content', minHeight: minimumHeight(minRows), '--input-overflow': 'hidden' } as CSSProperties;
  return <Textarea styles={{ input }} {...props} />;
}
