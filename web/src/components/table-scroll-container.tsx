// Mantine's Table.ScrollContainer as the build gives it (scripts/mantine-trims.ts): the browser's
// own scrolling (ScrollRegion) instead of Mantine's ScrollArea, which a Table would otherwise bring
// into the first load of every page that draws one (decisions.md 101). It takes the props the
// app could give Mantine's: the table's least width and the container's greatest height.
import type { ReactNode } from 'react';
import type { BoxProps } from '@mantine/core';
import { ScrollRegion } from './scroll-region';

type TableScrollContainerProps = Omit<BoxProps, 'style'> & {
  minWidth: number | string;
  maxHeight?: number | string;
  /** Mantine's choice of scrollbars: here always the browser's. */
  type?: 'native' | 'scrollarea';
  /** The region's name when nothing in the table can take focus (ScrollRegion). */
  'aria-label'?: string;
  children: ReactNode;
};

export function TableScrollContainer({
  minWidth,
  maxHeight,
  type: _type,
  'aria-label': label,
  children,
  ...boxProps
}: TableScrollContainerProps) {
  return (
    <ScrollRegion {...boxProps} label={label} minWidth={minWidth} mah={maxHeight}>
      {children}
    </ScrollRegion>
  );
}
