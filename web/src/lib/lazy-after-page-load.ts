// React.lazy for code a page draws only below or beside its first screen (a tab that is not the
// first, a details dialog): its chunk is fetched once the page has loaded and the browser is idle
// (after-page-load.ts), or at once on `preload()`, called on an intent to use it (a pointer over or
// focus on the control that shows it). Rendering it earlier waits for one of the two, so a panel
// kept mounted while hidden does not pull its chunk into the page's first load (decisions.md 78).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { afterPageLoad } from './after-page-load';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyAfterPageLoad<Props extends ComponentType<any>>(
  load: () => Promise<{ default: Props }>,
  /** When the page counts as loaded; passed in by tests. */
  pageLoaded: () => Promise<void> = afterPageLoad,
): LazyExoticComponent<Props> & { preload: () => Promise<{ default: Props }> } {
  let showIntent: () => void = () => {};
  const intent = new Promise<void>((resolve) => (showIntent = resolve));
  let pending: Promise<{ default: Props }> | undefined;
  const whenWanted = () => (pending ??= Promise.race([pageLoaded(), intent]).then(load));
  const preload = () => {
    showIntent();
    return whenWanted();
  };
  return Object.assign(lazy(whenWanted), { preload });
}
