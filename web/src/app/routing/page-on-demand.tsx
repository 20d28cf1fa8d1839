// A route's page (or layout) whose code is fetched when a location first needs it (one chunk per
// page). The routes (router.tsx) draw a location only once its code is in, keeping the page before
// it on the screen meanwhile, as React Router's data router did: no suspending, so a loaded page
// draws in the same pass as the navigation that asked for it.
import type { ComponentType } from 'react';

export type PageOnDemand = ComponentType & {
  /** Starts fetching the code (once); resolves when it is in. */
  load: () => Promise<unknown>;
  loaded: () => boolean;
};

export function pageOnDemand(load: () => Promise<ComponentType>): PageOnDemand {
  let Loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (the network, a deploy since) is tried again the next time it is needed.
        pending = undefined;
        throw error;
      },
    ));
  function OnDemand() {
    return Loaded ? <Loaded /> : null;
  }
  return Object.assign(OnDemand, { load: start, loaded: () => Loaded !== undefined });
}
