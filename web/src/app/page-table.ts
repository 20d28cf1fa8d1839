// Which page draws each route and who may open it, as data: the router (router.tsx) loads the
// pages from it, and the build (scripts/route-pages.ts) reads it to write each route's HTML with
// its page's code named up front. A Record over every route name: a new pattern in paths.ts does
// not compile until it has a page.
import type { RouteName } from './paths';

/** 'public' pages render in PublicLayout; 'signed-in' ones behind ProtectedLayout's session check. */
export type PageAccess = 'public' | 'signed-in' | 'any';

/** The page's module, relative to web/src and without its extension. */
type PageEntry = { access: PageAccess; module: string };

export const pageTable: Record<RouteName, PageEntry> = {
  home: { access: 'public', module: 'features/landing/pages/landing-page' },
  auth: { access: 'public', module: 'features/auth/pages/auth-page' },
  directAuth: { access: 'public', module: 'features/auth/pages/direct-auth-page' },
  forgotPassword: { access: 'public', module: 'features/account-recovery/pages/forgot-password-page' },
  resetPassword: { access: 'public', module: 'features/account-recovery/pages/reset-password-page' },
  forgotUsername: { access: 'public', module: 'features/account-recovery/pages/forgot-username-page' },
  trainingPrompt: { access: 'public', module: 'features/training-prompt/pages/training-prompt-page' },
  dashboard: { access: 'signed-in', module: 'features/dashboard/pages/dashboard-page' },
  pets: { access: 'signed-in', module: 'features/pets/pages/pets-page' },
  pet: { access: 'signed-in', module: 'features/pets/pages/pet-detail-page' },
  petVetRecords: { access: 'signed-in', module: 'features/vet-records/pages/vet-records-page' },
  bookings: { access: 'signed-in', module: 'features/bookings/pages/bookings-page' },
  newBooking: { access: 'signed-in', module: 'features/bookings/pages/bookings-page' },
  training: { access: 'signed-in', module: 'features/training/pages/training-page' },
  trainingPrograms: { access: 'signed-in', module: 'features/training/pages/training-programs-page' },
  curriculumBuilder: { access: 'signed-in', module: 'features/curriculum-builder/pages/curriculum-builder-page' },
  trainingSkills: { access: 'signed-in', module: 'features/training-skills/pages/training-skills-page' },
  cart: { access: 'signed-in', module: 'features/cart/pages/cart-page' },
  trainerSkills: { access: 'signed-in', module: 'features/trainer-skills/pages/trainer-skills-page' },
  trainerClients: { access: 'signed-in', module: 'features/trainer-clients/pages/clients-page' },
  trainerClient: { access: 'signed-in', module: 'features/trainer-clients/pages/client-pet-page' },
  trainerAnalytics: { access: 'signed-in', module: 'features/trainer-analytics/pages/analytics-page' },
  checkout: { access: 'signed-in', module: 'features/payments/pages/checkout-page' },
  paymentSuccess: { access: 'signed-in', module: 'features/payments/pages/payment-success-page' },
  sandboxAuthenticate: { access: 'signed-in', module: 'features/payments/pages/sandbox-authenticate-page' },
  settings: { access: 'signed-in', module: 'features/settings/pages/settings-page' },
  notFound: { access: 'any', module: 'app/not-found-page' },
};

/** The signed-in layout's module (a chunk of its own, loaded beside each signed-in page). */
export const signedInLayoutModule = 'app/protected-layout';
