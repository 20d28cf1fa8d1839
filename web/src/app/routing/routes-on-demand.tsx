// A route table whose pages and layouts are fetched on demand (page-on-demand.tsx), drawn in React
// Router's declarative mode as its data router drew them: a location is drawn once the code of
// everything it shows is in, fetched together (a layout's code arriving first would otherwise only
// then ask for its page's); until then the location before it stays drawn, its pages seeing their
// own location, or, on the app's first, the loading view. Code that fails to load is drawn as a
// failure in its place, under the layout when the layout's is in. The scroll follows the location drawn.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { LoadingView } from '../../components/loading-view';
import { PageFailure } from './page-failure';
import type { PageOnDemand } from './page-on-demand';
import { ScrollRestoration } from './scroll-restoration';

/** A route of a table: its page or layout, fetched on demand or already in. */
export type RouteOnDemand = RouteObject & { Component?: PageOnDemand | ComponentType; children?: RouteOnDemand[] };

const onDemand = (route: RouteOnDemand): PageOnDemand | undefined =>
  route.Component && 'load' in route.Component ? route.Component : undefined;
const matchesAt = (routes: RouteOnDemand[], location: Partial<Location>) => matchRoutes(routes, location) ?? [];

/** Fetches the code a location draws; resolves when all of it is in. */
export const loadRoutes = (routes: RouteOnDemand[], location: Partial<Location>): Promise<unknown> =>
  Promise.all(matchesAt(routes, location).map(({ route }) => onDemand(route)?.load()));

/** True when everything a location draws is loaded. */
export const routesLoaded = (routes: RouteOnDemand[], location: Partial<Location>): boolean =>
  matchesAt(routes, location).every(({ route }) => onDemand(route)?.loaded() ?? true);

export function RoutesOnDemand({ routes }: { routes: RouteOnDemand[] }) {
  const location = useLocation();
  const ready = routesLoaded(routes, location);
  const lastDrawn = useRef<Location | null>(null);
  const [, codeArrived] = useState(0);
  const [failedAt, setFailedAt] = useState<Location | null>(null);

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadRoutes(routes, location).then(
      () => current && codeArrived((count) => count + 1),
      () => current && setFailedAt(location),
    );
    return () => {
      current = false;
    };
  }, [routes, location, ready]);
  useLayoutEffect(() => {
    if (ready) lastDrawn.current = location;
  });

  // A location whose code failed is drawn too: what did load, and the failure in place of the rest.
  const shown = ready || failedAt === location ? location : lastDrawn.current;
  const drawn = useRoutes(routes, shown ?? location);
  if (!shown) return <LoadingView label="Loading..." />;
  return (
    <PageFailure at={location.pathname}>
      {drawn}
      <ScrollRestoration location={shown} />
    </PageFailure>
  );
}
