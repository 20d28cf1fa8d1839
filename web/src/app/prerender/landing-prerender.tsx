// Build-time only (scripts/prerender-landing.mjs): renders the landing page to HTML, so that `/`
// is drawn from the HTML and CSS alone, with none of the app's JavaScript. The same components
// and CSS modules as the app, so it looks the same; the app still renders this page itself when
// someone navigates to `/` inside it.
import { MantineProvider } from '@mantine/core';
import { readableCssVariables } from '../theme-colors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingHeader } from '../../features/landing/components/landing-header';
import LandingPage from '../../features/landing/pages/landing-page';
import { paths } from '../paths';
import { theme } from '../theme';

/** The page's providers; `fragment` leaves out Mantine's <style> tags, which the page carries once. */
function Static({ children, fragment = false }: { children: ReactNode; fragment?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables} defaultColorScheme="light" withCssVariables={!fragment} withGlobalClasses={!fragment}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={paths.home}>{children}</StaticRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export type PrerenderedLanding = {
  /** The page as a signed-out visitor sees it. */
  page: string;
  /** The header a signed-in visitor sees instead (a link to the dashboard). */
  signedInHeader: string;
};

export function prerenderLanding(): PrerenderedLanding {
  return {
    page: renderToString(
      <Static>
        <LandingPage />
      </Static>,
    ),
    signedInHeader: renderToString(
      <Static fragment>
        <LandingHeader signedIn />
      </Static>,
    ),
  };
}
