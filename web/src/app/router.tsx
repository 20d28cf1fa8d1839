// Every route of SPEC section 2, each page loaded on demand (one chunk per route).
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingView } from '../components/loading-view';
import { ProtectedLayout } from './protected-layout';
import { PublicLayout } from './public-layout';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// Shown while the first page's code loads (lazy routes), instead of an empty screen.
const HydrateFallback = () => <LoadingView label="Loading..." />;

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    HydrateFallback,
    children: [
      { path: '/', ...page(() => import('../features/landing/pages/landing-page')) },
      { path: '/auth', ...page(() => import('../features/auth/pages/auth-page')) },
      { path: '/direct-auth', ...page(() => import('../features/auth/pages/direct-auth-page')) },
      { path: '/forgot-password', ...page(() => import('../features/account-recovery/pages/forgot-password-page')) },
      { path: '/reset-password', ...page(() => import('../features/account-recovery/pages/reset-password-page')) },
      { path: '/forgot-username', ...page(() => import('../features/account-recovery/pages/forgot-username-page')) },
      { path: '/training-prompt', ...page(() => import('../features/training-prompt/pages/training-prompt-page')) },
    ],
  },
  {
    Component: ProtectedLayout,
    HydrateFallback,
    children: [
      { path: '/dashboard', ...page(() => import('../features/dashboard/pages/dashboard-page')) },
      { path: '/pets', ...page(() => import('../features/pets/pages/pets-page')) },
      { path: '/pets/:petId', ...page(() => import('../features/pets/pages/pet-detail-page')) },
      { path: '/pets/:petId/vet-records', ...page(() => import('../features/vet-records/pages/vet-records-page')) },
      { path: '/bookings', ...page(() => import('../features/bookings/pages/bookings-page')) },
      { path: '/bookings/new', ...page(() => import('../features/bookings/pages/bookings-page')) },
      { path: '/training', ...page(() => import('../features/training/pages/training-page')) },
      { path: '/training-programs', ...page(() => import('../features/training/pages/training-programs-page')) },
      { path: '/curriculum-builder', ...page(() => import('../features/curriculum-builder/pages/curriculum-builder-page')) },
      { path: '/training-skills', ...page(() => import('../features/training-skills/pages/training-skills-page')) },
      { path: '/cart', ...page(() => import('../features/cart/pages/cart-page')) },
      { path: '/trainer-skills', ...page(() => import('../features/trainer-skills/pages/trainer-skills-page')) },
      { path: '/checkout', ...page(() => import('../features/payments/pages/checkout-page')) },
      { path: '/payment-success', ...page(() => import('../features/payments/pages/payment-success-page')) },
    ],
  },
  { path: '*', HydrateFallback, ...page(() => import('./not-found-page')) },
];

export const createAppRouter = () => createBrowserRouter(routes);
