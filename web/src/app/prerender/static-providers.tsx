// Build-time only: what a component needs around it to render to HTML in Node, as the app's
// providers give it in the browser (providers.tsx): Mantine with the app's theme, an empty query
// cache (every query pending, so a page draws its loading state) and a router at `location`.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { theme } from '../theme';
import { readableCssVariables } from '../theme-colors';

type StaticProvidersProps = {
  location: string;
  children: ReactNode;
  /** Leaves out Mantine's <style> tags, for a fragment of a page that carries them once already. */
  fragment?: boolean;
};

export function StaticProviders({ location, children, fragment = false }: StaticProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={readableCssVariables}
      defaultColorScheme="light"
      withCssVariables={!fragment}
      withGlobalClasses={!fragment}
    >
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={location}>{children}</StaticRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
