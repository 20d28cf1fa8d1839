// A route's page (or layout) whose code is fetched when a location first needs it (one chunk per
// page). The routes (router.tsx) draw a location only once its code is in, keeping the page before
// it on the screen meanwhile, as React Router's data router did: no suspending, so a loaded page
// draws in the same pass as the navigation that asked for it.
import type { ComponentType } from 'react';
import { PageFailureView } from './page-failure';

export type PageOnDemand = ComponentType & {
  /** Starts fetching the code (once); resolves when it is in. */
  load: () => Promise<unknown>;
  loaded: () => boolean;
};

export function pageOnDemand(load: () => Promise<ComponentType>): PageOnDemand {
  let Loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  let failed = false;
  const start = () => {
    if (pending) return pending;
    failed = false;
    return (pending = load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (the network, a deploy since) is tried again the next time it is needed;
        // meanwhile the route says so in its place (a page's, under the layout it has).
        pending = undefined;
        failed = true;
        throw error;
      },
    ));
  };
  function OnDemand() {
    if (Loaded) return <Loaded />;
    return failed ? <PageFailureView /> : null;
  }
  return Object.assign(OnDemand, { load: start, loaded: () => Loaded !== undefined });
}
