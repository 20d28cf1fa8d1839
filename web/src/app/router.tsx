// The route table, built from `routePatterns` (paths.ts) and `pageTable` (page-table.ts): every
// route of decisions.md 32 (routes), each page loaded on demand (one chunk per page). The signed-in layout
// (navigation bar; its menus and the real-time channel load after the page) is a chunk of its own
// too, so the public pages (/ and /auth) carry none of it; React Router loads a layout and its page
// in parallel, and a signed-in page's chunk imports the layout's (decisions.md 100).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingView } from '../components/loading-view';
import { pageTable, type PageAccess, type RouteHandle } from './page-table';
import { routePatterns, type RouteName } from './paths';
import { PublicLayout } from './public-layout';

type PageModule = { default: React.ComponentType };

// Every page module, each a lazy import (one chunk per page), keyed by its path from this folder:
// '../features/x/pages/y-page.tsx', or './not-found-page.tsx' for this folder's own.
const pageModules = import.meta.glob<PageModule>(['../features/*/pages/*-page.tsx', './not-found-page.tsx']);
const keyOf = (module: string) => (module.startsWith('app/') ? `./${module.slice('app/'.length)}.tsx` : `../${module}.tsx`);

/** The lazy import of a route's page, or undefined when page-table.ts names a missing module. */
export const pageModuleOf = (name: RouteName) => pageModules[keyOf(pageTable[name].module)];

function loadPage(name: RouteName): Promise<PageModule> {
  const load = pageModuleOf(name);
  if (!load) throw new Error(`No page module for route ${name}: ${pageTable[name].module}`);
  return load();
}

// Shown while the first page's code loads (lazy routes), instead of an empty screen.
const HydrateFallback = () => <LoadingView label="Loading..." />;

const lazyRoute = (name: RouteName): RouteObject => ({
  path: routePatterns[name],
  handle: { role: pageTable[name].role } satisfies RouteHandle,
  lazy: async () => ({ Component: (await loadPage(name)).default }),
});

const routesFor = (access: PageAccess) =>
  (Object.keys(pageTable) as RouteName[]).filter((name) => pageTable[name].access === access).map(lazyRoute);

export const routes: RouteObject[] = [
  { Component: PublicLayout, HydrateFallback, children: routesFor('public') },
  {
    lazy: async () => ({ Component: (await import('./protected-layout')).ProtectedLayout }),
    HydrateFallback,
    children: routesFor('signed-in'),
  },
  ...routesFor('any').map((route) => ({ ...route, HydrateFallback })),
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Resolves once the router has loaded the first location's layout and page. */
export function whenRouterReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
