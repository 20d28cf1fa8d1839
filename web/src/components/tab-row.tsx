// A row of tabs that keeps the chosen tab in view. The theme keeps every row of tabs on one line
// that scrolls sideways when it is wider than the screen (app/tabs.css), so on a phone a
// page opened on a later tab (/pets/:id?tab=timeline) showed it cut off at the edge, and a tab
// tapped at the edge stayed half hidden. Use it in place of Tabs.List.
import { Tabs, type TabsListProps } from '@mantine/core';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';

export function TabRow(props: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  // After every render: a page that holds the chosen tab in its state renders again when it changes.
  useLayoutEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[role="tab"][data-active]');
    if (ref.current && active) keepInView(ref.current, active);
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
