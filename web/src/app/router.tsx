// The route table, built from `routePatterns` (paths.ts) and `pageTable` (page-table.ts): every
// route of decisions.md 32 (routes), each page loaded on demand (one chunk per page). The signed-in layout
// (navigation bar; its menus and the real-time channel load after the page) is a chunk of its own
// too, so the public pages (/ and /auth) carry none of it; a layout and its page are fetched in
// parallel, and a signed-in page's chunk imports the layout's (decisions.md 100).
// React Router runs in its declarative mode over the app's own history (decisions.md 104).
import type { ComponentType } from 'react';
import type { Location } from 'react-router';
import { pageTable, type PageAccess } from './page-table';
import { routePatterns, type RouteName } from './paths';
import { PublicLayout } from './public-layout';
import { pageOnDemand } from './routing/page-on-demand';
import { loadRoutes, routesLoaded, RoutesOnDemand, type RouteOnDemand } from './routing/routes-on-demand';

type PageModule = { default: ComponentType };

// Every page module, each a lazy import (one chunk per page), keyed by its path from this folder:
// '../features/x/pages/y-page.tsx', or './not-found-page.tsx' for this folder's own.
const pageModules = import.meta.glob<PageModule>(['../features/*/pages/*-page.tsx', './not-found-page.tsx']);
const keyOf = (module: string) => (module.startsWith('app/') ? `./${module.slice('app/'.length)}.tsx` : `../${module}.tsx`);

/** The lazy import of a route's page, or undefined when page-table.ts names a missing module. */
export const pageModuleOf = (name: RouteName) => pageModules[keyOf(pageTable[name].module)];

function loadPage(name: RouteName): Promise<ComponentType> {
  const load = pageModuleOf(name);
  if (!load) throw new Error(`No page module for route ${name}: ${pageTable[name].module}`);
  return load().then((module) => module.default);
}

const pageRoute = (name: RouteName): RouteOnDemand => ({
  path: routePatterns[name],
  Component: pageOnDemand(() => loadPage(name)),
});

const routesFor = (access: PageAccess) =>
  (Object.keys(pageTable) as RouteName[]).filter((name) => pageTable[name].access === access).map(pageRoute);

export const routes: RouteOnDemand[] = [
  { Component: PublicLayout, children: routesFor('public') },
  {
    Component: pageOnDemand(() => import('./protected-layout').then((module) => module.ProtectedLayout)),
    children: routesFor('signed-in'),
  },
  ...routesFor('any'),
];

/** Fetches the code a location draws, its layout's and its page's together; resolves when both are in. */
export const loadRoutesAt = (location: Partial<Location>) => loadRoutes(routes, location);

/** True when everything a location draws is loaded: the app can draw it in one pass. */
export const routesLoadedAt = (location: Partial<Location>) => routesLoaded(routes, location);

/** The app's routes at the current location (routes-on-demand.tsx). */
export const AppRoutes = () => <RoutesOnDemand routes={routes} />;
