// A part of a page that scrolls on its own (a table wider than a phone, figures taller than their
// place) with the browser's own scrolling. Given a label, it is a named region keyboard users can
// focus to scroll (axe: scrollable-region-focusable); without one, what it holds must have controls
// of its own to reach it by (a table of checkboxes or buttons). Mantine's ScrollArea (and
// Table.ScrollContainer, built on it) draws its own scrollbars but imports @floating-ui/react for
// one hook, about 19 KB compressed on the first load of a page that has no popover (decisions.md 101).
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

type ScrollRegionProps = Omit<BoxProps, 'style'> & {
  /** The region's name, e.g. "Revenue figures, scrollable", when nothing in it can take focus. */
  label?: string;
  /** The content's least width in px: a narrower screen scrolls it sideways. */
  minWidth?: number | string;
  children: ReactNode;
};

export function ScrollRegion({ label, minWidth, children, ...boxProps }: ScrollRegionProps) {
  return (
    <Box
      {...boxProps}
      {...(label === undefined ? {} : { role: 'region', 'aria-label': label, tabIndex: 0 })}
      style={{ overflow: 'auto', overscrollBehaviorX: 'contain' }}
    >
      {minWidth === undefined ? children : <Box miw={minWidth}>{children}</Box>}
    </Box>
  );
}
