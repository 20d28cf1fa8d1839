import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { userQueryOptions } from './lib/session';

// Every page the app draws asks who is signed in (the public ones to send a signed-in visitor on).
// Asking now, before the page's code has loaded, overlaps that round trip with the download.
const queryClient = createQueryClient();
void queryClient.prefetchQuery(userQueryOptions());

const router = createAppRouter();

// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first screen, instead of holding the main thread for the whole render (total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
