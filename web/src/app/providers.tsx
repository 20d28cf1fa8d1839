import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';
import { readableCssVariables } from './theme-colors';
import { ToastHost } from './toast-host';

type AppProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, so menus open at once in happy-dom. */
  env?: 'default' | 'test';
};

/** Everything a page needs around it; tests wrap components in it too. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables} defaultColorScheme="light" env={env}>
      <ToastHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
