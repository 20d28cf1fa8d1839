// The route table, built from `routePatterns` (paths.ts): every route of SPEC section 2, each
// page loaded on demand (one chunk per page). The signed-in layout (navigation bar, menus,
// notifications list, real-time channel) is a chunk of its own too, so the public pages (/ and
// /auth) carry none of it; React Router loads a layout and its page in parallel.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingView } from '../components/loading-view';
import { routePatterns, type RouteName } from './paths';
import { PublicLayout } from './public-layout';

type PageModule = { default: React.ComponentType };
type Page = {
  /** 'public' pages render in PublicLayout; 'signed-in' ones behind ProtectedLayout's session check. */
  access: 'public' | 'signed-in' | 'any';
  load: () => Promise<PageModule>;
};

// A Record over every route name: a new pattern in paths.ts does not compile until it has a page.
const pages: Record<RouteName, Page> = {
  home: { access: 'public', load: () => import('../features/landing/pages/landing-page') },
  auth: { access: 'public', load: () => import('../features/auth/pages/auth-page') },
  directAuth: { access: 'public', load: () => import('../features/auth/pages/direct-auth-page') },
  forgotPassword: { access: 'public', load: () => import('../features/account-recovery/pages/forgot-password-page') },
  resetPassword: { access: 'public', load: () => import('../features/account-recovery/pages/reset-password-page') },
  forgotUsername: { access: 'public', load: () => import('../features/account-recovery/pages/forgot-username-page') },
  trainingPrompt: { access: 'public', load: () => import('../features/training-prompt/pages/training-prompt-page') },
  dashboard: { access: 'signed-in', load: () => import('../features/dashboard/pages/dashboard-page') },
  pets: { access: 'signed-in', load: () => import('../features/pets/pages/pets-page') },
  pet: { access: 'signed-in', load: () => import('../features/pets/pages/pet-detail-page') },
  petVetRecords: { access: 'signed-in', load: () => import('../features/vet-records/pages/vet-records-page') },
  bookings: { access: 'signed-in', load: () => import('../features/bookings/pages/bookings-page') },
  newBooking: { access: 'signed-in', load: () => import('../features/bookings/pages/bookings-page') },
  training: { access: 'signed-in', load: () => import('../features/training/pages/training-page') },
  trainingPrograms: { access: 'signed-in', load: () => import('../features/training/pages/training-programs-page') },
  curriculumBuilder: { access: 'signed-in', load: () => import('../features/curriculum-builder/pages/curriculum-builder-page') },
  trainingSkills: { access: 'signed-in', load: () => import('../features/training-skills/pages/training-skills-page') },
  cart: { access: 'signed-in', load: () => import('../features/cart/pages/cart-page') },
  trainerSkills: { access: 'signed-in', load: () => import('../features/trainer-skills/pages/trainer-skills-page') },
  trainerClients: { access: 'signed-in', load: () => import('../features/trainer-clients/pages/clients-page') },
  trainerClient: { access: 'signed-in', load: () => import('../features/trainer-clients/pages/client-pet-page') },
  trainerAnalytics: { access: 'signed-in', load: () => import('../features/trainer-analytics/pages/analytics-page') },
  checkout: { access: 'signed-in', load: () => import('../features/payments/pages/checkout-page') },
  paymentSuccess: { access: 'signed-in', load: () => import('../features/payments/pages/payment-success-page') },
  sandboxAuthenticate: { access: 'signed-in', load: () => import('../features/payments/pages/sandbox-authenticate-page') },
  settings: { access: 'signed-in', load: () => import('../features/settings/pages/settings-page') },
  notFound: { access: 'any', load: () => import('./not-found-page') },
};

// Shown while the first page's code loads (lazy routes), instead of an empty screen.
const HydrateFallback = () => <LoadingView label="Loading..." />;

const lazyRoute = (name: RouteName): RouteObject => ({
  path: routePatterns[name],
  lazy: async () => ({ Component: (await pages[name].load()).default }),
});

const routesFor = (access: Page['access']) =>
  (Object.keys(pages) as RouteName[]).filter((name) => pages[name].access === access).map(lazyRoute);

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
