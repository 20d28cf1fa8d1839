// A row of tabs that keeps the chosen tab in view. The theme keeps every row of tabs on one line
// that scrolls sideways when it is wider than the screen (app/tabs.css), so on a phone a
// page opened on a later tab (/pets/:id?tab=timeline) showed it cut off at the edge, and a tab
// tapped at the edge stayed half hidden. Use it in place of Tabs.List.
import { Tabs, type TabsListProps } from '@mantine/core';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';

export function TabRow(props: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLElement | null>(null);
  // After a render that chose another tab: a page that holds the chosen tab in its state renders
  // again when it changes. Only then: measuring the row in a layout effect is a forced layout of
  // the whole page, and a page renders many times as it loads (decisions.md 116). A row opened on
  // its first tab shows it as it is.
  useLayoutEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('[role="tab"][data-active]');
    if (!row || !active || active === shown.current) return;
    const openedOnFirst = shown.current === null && active === row.querySelector('[role="tab"]');
    shown.current = active;
    if (!openedOnFirst) keepInView(row, active);
  });
  // A tab of a row that keeps its own choice (defaultValue) is shown whole once tapped.
  const showTapped = (event: MouseEvent<HTMLDivElement>) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[role="tab"]');
    if (ref.current && tab) keepInView(ref.current, tab);
  };
  return <Tabs.List ref={ref} onClick={showTapped} {...props} />;
}

/** Scrolls the row, never the page, just far enough to show the whole tab. */
function keepInView(row: HTMLElement, tab: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
  else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
}
