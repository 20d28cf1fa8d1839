// Build-time only (scripts/route-pages.ts): renders a signed-in page as it first draws, inside the
// signed-in frame, for its route's HTML: the bar with the product's name, the page's header and
// its loading placeholders. A phone draws that from the HTML and CSS while the app's JavaScript is
// still on its way; the app then renders the same page over it (web/src/main.tsx).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { pageTable } from '../page-table';
import { routePatterns, type RouteName } from '../paths';
import { SignedInFrame } from '../signed-in-frame';
import { StaticProviders } from './static-providers';

// Loaded one by one: only the pages that are prerendered need to run in Node.
const pageModules = import.meta.glob<{ default: ComponentType }>('../../features/*/pages/*-page.tsx');

export async function prerenderRouteShell(name: RouteName): Promise<string> {
  const load = pageModules[`../../${pageTable[name].module}.tsx`];
  if (!load) throw new Error(`route-shell-prerender: no page module for ${name}`);
  const { default: Page } = await load();
  return renderToString(
    <StaticProviders location={routePatterns[name]}>
      <SignedInFrame>
        <Page />
      </SignedInFrame>
    </StaticProviders>,
  );
}
