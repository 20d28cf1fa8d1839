// Build-time only (scripts/prerender-landing.ts): renders the landing page to HTML, so that `/`
// is drawn from the HTML and CSS alone, with none of the app's JavaScript. The same components
// and CSS modules as the app, so it looks the same; the app still renders this page itself when
// someone navigates to `/` inside it.
import { renderToString } from 'react-dom/server';
import { LandingHeader } from '../../features/landing/components/landing-header';
import LandingPage from '../../features/landing/pages/landing-page';
import { paths } from '../paths';
import { StaticProviders } from './static-providers';

export type PrerenderedLanding = {
  /** The page as a signed-out visitor sees it. */
  page: string;
  /** The header a signed-in visitor sees instead (a link to the dashboard). */
  signedInHeader: string;
};

export function prerenderLanding(): PrerenderedLanding {
  return {
    page: renderToString(
      <StaticProviders location={paths.home}>
        <LandingPage />
      </StaticProviders>,
    ),
    signedInHeader: renderToString(
      <StaticProviders location={paths.home} fragment>
        <LandingHeader signedIn />
      </StaticProviders>,
    ),
  };
}
