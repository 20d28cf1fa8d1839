// React.lazy with a `preload()` to call on intent (a pointer over or focus on the button that
// opens the component): the chunk is fetched before the click, so a dialog that is rarely opened
// stays out of its page's first load and still opens without a wait.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithPreload<Props extends ComponentType<any>>(
  load: () => Promise<{ default: Props }>,
): LazyExoticComponent<Props> & { preload: () => Promise<{ default: Props }> } {
  let pending: Promise<{ default: Props }> | undefined;
  const preload = () => (pending ??= load());
  return Object.assign(lazy(preload), { preload });
}
