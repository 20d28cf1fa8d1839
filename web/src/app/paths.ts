// Every route path of the app, written once (decisions.md 32). `routePatterns` is what the route
// table matches (router.tsx maps each to its page); `paths` builds the links to them.
import { generatePath } from 'react-router';

export const routePatterns = {
  home: '/',
  auth: '/auth',
  directAuth: '/direct-auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  forgotUsername: '/forgot-username',
  confirmEmail: '/confirm-email',
  revertEmail: '/revert-email',
  trainingPrompt: '/training-prompt',
  terms: '/terms',
  privacy: '/privacy',
  dashboard: '/dashboard',
  pets: '/pets',
  pet: '/pets/:petId',
  petVetRecords: '/pets/:petId/vet-records',
  bookings: '/bookings',
  newBooking: '/bookings/new',
  bookingBill: '/bookings/:bookingId/bill',
  training: '/training',
  trainingPrograms: '/training-programs',
  curriculumBuilder: '/curriculum-builder',
  trainingSkills: '/training-skills',
  cart: '/cart',
  trainerSkills: '/trainer-skills',
  trainerClients: '/trainer/clients',
  trainerClient: '/trainer/clients/:petId',
  trainerAnalytics: '/trainer/analytics',
  trainerSchedule: '/trainer/schedule',
  checkout: '/checkout',
  paymentSuccess: '/payment-success',
  sandboxAuthenticate: '/sandbox/authenticate',
  settings: '/settings',
  messages: '/messages',
  conversation: '/messages/:conversationId',
  adminToday: '/admin/today',
  adminVaccinations: '/admin/vaccinations',
  adminBookings: '/admin/bookings',
  adminTeam: '/admin/team',
  adminSettings: '/admin/settings',
  adminAudit: '/admin/audit',
  adminReports: '/admin/reports',
  adminTrainerHours: '/admin/trainer-hours',
  invitation: '/invitations/:token',
  trainerApplication: '/trainer-application',
  notFound: '*',
} as const;

export type RouteName = keyof typeof routePatterns;

const route = routePatterns;
type Id = number | string;

export const paths = {
  home: route.home,
  auth: route.auth,
  directAuth: route.directAuth,
  forgotPassword: route.forgotPassword,
  resetPassword: route.resetPassword,
  forgotUsername: route.forgotUsername,
  confirmEmail: route.confirmEmail,
  revertEmail: route.revertEmail,
  trainingPrompt: route.trainingPrompt,
  terms: route.terms,
  privacy: route.privacy,
  dashboard: route.dashboard,
  pets: route.pets,
  pet: (petId: Id) => generatePath(route.pet, { petId: String(petId) }),
  petTimeline: (petId: Id) => `${generatePath(route.pet, { petId: String(petId) })}?tab=timeline`,
  petVetRecords: (petId: Id) => generatePath(route.petVetRecords, { petId: String(petId) }),
  bookings: route.bookings,
  newBooking: (petId?: Id) => (petId === undefined ? route.newBooking : `${route.newBooking}?petId=${petId}`),
  petBookings: (petId: Id) => `${route.bookings}?petId=${petId}`,
  bookingDetails: (bookingId: Id) => `${route.bookings}?booking=${bookingId}`,
  /** A booking's bill (decisions.md 69): its owner's and staff's. */
  bookingBill: (bookingId: Id) => generatePath(route.bookingBill, { bookingId: String(bookingId) }),
  training: route.training,
  petTraining: (petId: Id) => `${route.training}?petId=${petId}`,
  trainingPrograms: route.trainingPrograms,
  curriculumBuilder: route.curriculumBuilder,
  trainingSkills: route.trainingSkills,
  cart: route.cart,
  trainerSkills: route.trainerSkills,
  trainerClients: route.trainerClients,
  trainerClient: (petId: Id) => generatePath(route.trainerClient, { petId: String(petId) }),
  trainerAnalytics: route.trainerAnalytics,
  trainerSchedule: route.trainerSchedule,
  /**
   * A booking's checkout; `then` names the bookings to pay next (a cart checkout that grew several
   * stays pays each in turn, decisions.md 6).
   */
  checkout: (bookingId: Id, then: readonly Id[] = []) =>
    `${route.checkout}?booking_id=${bookingId}${then.length > 0 ? `&then=${then.join(',')}` : ''}`,
  /** A recurring booking's one checkout (decisions.md 68): its first occurrence shown, every unpaid one paid. */
  checkoutSeries: (bookingId: Id, seriesId: Id) => `${route.checkout}?booking_id=${bookingId}&series_id=${seriesId}`,
  /** A priced program enrolment's checkout (decisions.md 72). */
  checkoutEnrollment: (enrollmentId: Id) => `${route.checkout}?enrollment_id=${enrollmentId}`,
  paymentSuccess: route.paymentSuccess,
  settings: route.settings,
  messages: route.messages,
  /** A conversation; `about` (a pet or a booking) rides along for the next message sent (decisions.md 63). */
  conversation: (conversationId: Id, about: { petId?: Id; bookingId?: Id } = {}) => {
    const path = generatePath(route.conversation, { conversationId: String(conversationId) });
    const query = new URLSearchParams();
    if (about.bookingId !== undefined) query.set('bookingId', String(about.bookingId));
    if (about.petId !== undefined) query.set('petId', String(about.petId));
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  },
  adminToday: route.adminToday,
  adminVaccinations: route.adminVaccinations,
  adminBookings: route.adminBookings,
  adminBooking: (bookingId: Id) => `${route.adminBookings}?booking=${bookingId}`,
  adminTeam: route.adminTeam,
  adminSettings: route.adminSettings,
  adminAudit: route.adminAudit,
  adminReports: route.adminReports,
  adminTrainerHours: route.adminTrainerHours,
  invitation: (token: string) => generatePath(route.invitation, { token }),
  trainerApplication: route.trainerApplication,
} as const;
