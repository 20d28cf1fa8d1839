import './styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();

// Rendered as a transition, React yields to the browser every few milliseconds while it builds
// the first screen, instead of holding the main thread for the whole render (total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
