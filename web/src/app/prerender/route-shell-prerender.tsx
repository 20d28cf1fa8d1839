// Build-time only (scripts/route-pages.ts): renders a signed-in page as it first draws, inside the
// signed-in frame, for its route's HTML: the bar with the product's name, the page's header and
// its loading placeholders. A phone draws that from the HTML and CSS while the app's JavaScript is
// still on its way; the app then renders the same page over it (web/src/main.tsx).
import { renderToString } from 'react-dom/server';
import { routePatterns, type RouteName } from '../paths';
import { pageModuleOf } from '../router';
import { SignedInFrame } from '../signed-in-frame';
import { StaticProviders } from './static-providers';

export async function prerenderRouteShell(name: RouteName): Promise<string> {
  // The router's own lazy import of the page: only the prerendered pages are loaded in Node.
  const load = pageModuleOf(name);
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
