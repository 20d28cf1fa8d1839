// Which page draws each route and who may open it, as data: the router (router.tsx) loads the
// pages from it, and the build (scripts/route-pages.ts) reads it to write each route's HTML with
// its page's code named up front. A Record over every route name: a new pattern in paths.ts does
// not compile until it has a page.
import type { RouteName } from './paths';

/** 'public' pages render in PublicLayout; 'signed-in' ones behind ProtectedLayout's session check. */
export type PageAccess = 'public' | 'signed-in' | 'any';

/**
 * The page's module, relative to web/src and without its extension, and `reads`: the API answers
 * the page asks for as it first draws, which its HTML preloads so that they arrive with the code.
 * Each must be the exact URL the page's query fetches (the e2e suite checks that every preload is
 * used). A read may name the path's parameters (`/api/pets/:petId`): no HTML written once can name
 * it, so the server sends it as a Link header with the request's values (decisions.md 83).
 * `readsVaryWithQuery`: the page reads something else when its URL has a query (`/training?petId=`),
 * so all its reads go in that Link header, which the server leaves out for a URL with a query
 * (decisions.md 110). `prerendered`: the route's HTML carries the
 * page as it first draws (header and loading placeholders, scripts/route-pages.ts), so a phone shows
 * it before the app's JavaScript has arrived; for signed-in pages without parameters in their path
 * that draw their placeholders from queries alone, or (the builder, settings) draw only their header
 * until the session has answered, or (a role's own pages: clients, analytics, reports) draw as that
 * role first sees them, or (a pet's page) draw the frame and a loading view, the same for every id
 * in the path. `role`: a page for one role (page-roles.ts); the signed-in layout sends anyone
 * else away, so the page holds no check of its own.
 */
/** Who a role's page is for; the rules of each are in page-roles.ts (this table is also read by the build). */
export type PageRole = 'trainer' | 'staff' | 'admin' | 'author';

type PageEntry = {
  access: PageAccess;
  module: string;
  reads?: string[];
  readsVaryWithQuery?: boolean;
  prerendered?: boolean;
  role?: PageRole;
};

export const pageTable: Record<RouteName, PageEntry> = {
  home: { access: 'public', module: 'features/landing/pages/landing-page' },
  auth: { access: 'public', module: 'features/auth/pages/auth-page' },
  directAuth: { access: 'public', module: 'features/auth/pages/direct-auth-page' },
  forgotPassword: { access: 'public', module: 'features/account-recovery/pages/forgot-password-page' },
  resetPassword: { access: 'public', module: 'features/account-recovery/pages/reset-password-page' },
  forgotUsername: { access: 'public', module: 'features/account-recovery/pages/forgot-username-page' },
  confirmEmail: { access: 'any', module: 'features/account-recovery/pages/confirm-email-page' },
  revertEmail: { access: 'any', module: 'features/account-recovery/pages/revert-email-page' },
  trainingPrompt: { access: 'public', module: 'features/training-prompt/pages/training-prompt-page' },
  terms: { access: 'public', module: 'features/legal/pages/terms-page' },
  privacy: { access: 'public', module: 'features/legal/pages/privacy-page' },
  dashboard: { access: 'signed-in', module: 'features/dashboard/pages/dashboard-page', reads: ['/api/dashboard'], prerendered: true },
  pets: { access: 'signed-in', module: 'features/pets/pages/pets-page', reads: ['/api/pets'], prerendered: true },
  pet: {
    access: 'signed-in',
    module: 'features/pets/pages/pet-detail-page',
    // The profile, then what its cards show: the message buttons, the status line, the next booking, care, vaccinations.
    reads: [
      '/api/pets/:petId',
      '/api/pets/:petId/skill-progress',
      '/api/pets/:petId/enrollments',
      '/api/bookings?when=upcoming&petId=:petId',
      '/api/pets/:petId/care',
      '/api/pets/:petId/vaccinations',
      '/api/pets/:petId/vaccination-status',
    ],
    prerendered: true,
  },
  petVetRecords: { access: 'signed-in', module: 'features/vet-records/pages/vet-records-page' },
  bookings: {
    access: 'signed-in',
    module: 'features/bookings/pages/bookings-page',
    reads: ['/api/bookings?when=upcoming'],
    prerendered: true,
  },
  newBooking: { access: 'signed-in', module: 'features/bookings/pages/bookings-page' },
  bookingBill: { access: 'signed-in', module: 'features/bills/pages/bill-page' },
  training: {
    access: 'signed-in',
    module: 'features/training/pages/training-page',
    // Without a query: the pets' enrolments and the programs. `?petId=` shows that pet's instead.
    reads: ['/api/enrollments', '/api/training-programs'],
    readsVaryWithQuery: true,
    prerendered: true,
  },
  trainingPrograms: {
    access: 'signed-in',
    module: 'features/training/pages/training-programs-page',
    reads: ['/api/training-programs'],
    prerendered: true,
  },
  curriculumBuilder: {
    access: 'signed-in',
    role: 'author',
    module: 'features/curriculum-builder/pages/curriculum-builder-page',
    reads: ['/api/training-programs?mine=true'],
    prerendered: true,
  },
  trainingSkills: { access: 'signed-in', module: 'features/training-skills/pages/training-skills-page', prerendered: true },
  cart: { access: 'signed-in', module: 'features/cart/pages/cart-page', reads: ['/api/cart'], prerendered: true },
  trainerSkills: { access: 'signed-in', role: 'trainer', module: 'features/trainer-skills/pages/trainer-skills-page' },
  trainerClients: {
    access: 'signed-in',
    role: 'trainer',
    module: 'features/trainer-clients/pages/clients-page',
    reads: ['/api/trainer/clients'],
    prerendered: true,
  },
  trainerClient: {
    access: 'signed-in',
    role: 'trainer',
    module: 'features/trainer-clients/pages/client-pet-page',
    // The profile and the Sessions tab, the one shown first.
    reads: ['/api/pets/:petId', '/api/pets/:petId/sessions'],
  },
  trainerAnalytics: {
    access: 'signed-in',
    role: 'trainer',
    module: 'features/trainer-analytics/pages/analytics-page',
    reads: ['/api/trainer/analytics'],
    prerendered: true,
  },
  trainerSchedule: { access: 'signed-in', role: 'trainer', module: 'features/trainer-schedule/pages/trainer-schedule-page' },
  checkout: { access: 'signed-in', module: 'features/payments/pages/checkout-page' },
  paymentSuccess: { access: 'signed-in', module: 'features/payments/pages/payment-success-page' },
  sandboxAuthenticate: { access: 'signed-in', module: 'features/payments/pages/sandbox-authenticate-page' },
  settings: {
    access: 'signed-in',
    module: 'features/settings/pages/settings-page',
    reads: ['/api/user/notification-preferences', '/api/payment-methods'],
    prerendered: true,
  },
  // Every role's inbox first asks for the same page ('all' is the default filter).
  messages: { access: 'signed-in', module: 'features/messages/pages/messages-page', reads: ['/api/conversations?limit=30'] },
  conversation: { access: 'signed-in', module: 'features/messages/pages/conversation-page' },
  adminToday: {
    access: 'signed-in',
    role: 'staff',
    module: 'features/front-desk/pages/day-board-page',
    reads: ['/api/admin/day'],
    prerendered: true,
  },
  adminVaccinations: { access: 'signed-in', role: 'staff', module: 'features/vaccinations/pages/vaccination-queue-page' },
  adminBookings: { access: 'signed-in', role: 'staff', module: 'features/desk-bookings/pages/desk-bookings-page' },
  adminTeam: { access: 'signed-in', role: 'staff', module: 'features/admin/pages/team-page' },
  adminSettings: {
    access: 'signed-in',
    role: 'admin',
    module: 'features/admin/pages/admin-settings-page',
    reads: ['/api/admin/settings'],
    prerendered: true,
  },
  adminAudit: { access: 'signed-in', role: 'admin', module: 'features/admin/pages/audit-page' },
  // The revenue tab is the one shown first.
  adminReports: {
    access: 'signed-in',
    role: 'admin',
    module: 'features/reports/pages/reports-page',
    reads: ['/api/admin/reports/revenue'],
    prerendered: true,
  },
  adminTrainerHours: { access: 'signed-in', role: 'staff', module: 'features/trainer-schedule/pages/trainer-hours-page' },
  invitation: { access: 'public', module: 'features/admin/pages/invitation-page' },
  trainerApplication: { access: 'signed-in', module: 'features/admin/pages/trainer-application-page' },
  notFound: { access: 'any', module: 'app/not-found-page' },
};

/** The signed-in layout's module: each signed-in page's chunk imports its chunk (scripts/pages-share-layout.ts). */
export const signedInLayoutModule = 'app/protected-layout';

/** What every page asks first (web/src/main.tsx): who is signed in. */
export const everyPageReads = ['/api/user'];

/** What the signed-in layout's navigation bar asks for on every signed-in page: the three counts. */
export const signedInLayoutReads = ['/api/cart/count', '/api/notifications/unread-count', '/api/messages/unread-count'];
