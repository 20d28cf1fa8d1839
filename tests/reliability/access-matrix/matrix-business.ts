// Matrix rows: the business (issue 26, decisions.md 50, 51): its public settings, the admin's
// settings, team, invitations and audit log, and trainer applications. Staff may read the
// applications; everything else under /api/admin is the admin's.
import type { ObjectWorld } from '../../helpers/object-fixtures';
import type { FreshObjects } from './fresh-objects';
import type { RouteMatrix, RouteRule } from './matrix-types';

const adminRead = (url: string) => ({ access: 'admin' as const, reaches: 'the business', request: () => ({ url }) });

/** A front-desk step (decisions.md 55): staff and admins only; refusals leave A's booking as it is. */
const frontDesk = (kind: 'check-in' | 'check-out' | 'no-show', stage: 'arriving' | 'checked_in' | 'missed'): RouteRule => ({
  access: 'staff',
  reaches: 'a booking',
  request: (w: ObjectWorld) => ({ url: `/api/admin/bookings/${w.a.bookingId}/${kind}`, payload: {} }),
  success: async (w: ObjectWorld, fresh: FreshObjects) => ({
    as: w.staff,
    url: `/api/admin/bookings/${(await fresh.deskStay(stage)).id}/${kind}`,
    payload: {},
    status: 200,
  }),
});

export const businessRoutes: RouteMatrix = {
  'GET /api/admin/day': { access: 'staff', reaches: 'the day’s bookings', request: () => ({ url: '/api/admin/day' }) },
  'GET /api/admin/day/run-sheet.pdf': {
    access: 'staff',
    reaches: 'the day’s bookings',
    request: () => ({ url: '/api/admin/day/run-sheet.pdf' }),
  },
  'POST /api/admin/bookings/:id/check-in': frontDesk('check-in', 'arriving'),
  'POST /api/admin/bookings/:id/check-out': frontDesk('check-out', 'checked_in'),
  'POST /api/admin/bookings/:id/no-show': frontDesk('no-show', 'missed'),
  // The balance charged to the saved card (decisions.md 74): staff only; a stay with nothing due answers 200.
  'POST /api/admin/bookings/:id/charge-balance': {
    access: 'staff',
    reaches: 'a booking',
    request: (w) => ({ url: `/api/admin/bookings/${w.a.bookingId}/charge-balance` }),
    success: async (w, fresh) => ({
      as: w.staff,
      url: `/api/admin/bookings/${(await fresh.deskStay('checked_in')).id}/charge-balance`,
      status: 200,
    }),
  },
  'GET /api/admin/bookings': { access: 'staff', reaches: 'every booking', request: () => ({ url: '/api/admin/bookings?q=a' }) },
  'GET /api/admin/bookings/:id': {
    access: 'staff',
    reaches: 'a booking',
    request: (w) => ({ url: `/api/admin/bookings/${w.a.bookingId}` }),
  },
  'POST /api/admin/bookings/:id/cancel': {
    access: 'staff',
    reaches: 'a booking',
    request: (w) => ({ url: `/api/admin/bookings/${w.a.bookingId}/cancel`, payload: { refund: 'none', reason: 'Taken over' } }),
    success: async (w, fresh) => ({
      as: w.staff,
      url: `/api/admin/bookings/${(await fresh.deskStay('arriving')).id}/cancel`,
      payload: { refund: 'none', reason: 'Matrix check' },
      status: 200,
    }),
  },
  'POST /api/admin/bookings/:id/notes': {
    access: 'staff',
    reaches: 'a booking',
    request: (w) => ({ url: `/api/admin/bookings/${w.a.bookingId}/notes`, payload: { text: 'Taken over' } }),
    success: async (w, fresh) => ({
      as: w.staff,
      url: `/api/admin/bookings/${(await fresh.deskStay('arriving')).id}/notes`,
      payload: { text: 'Matrix note' },
      status: 201,
    }),
  },
  'GET /api/business': { access: 'public', reaches: 'the business’s public settings', request: () => ({ url: '/api/business' }) },
  'GET /api/admin/settings': adminRead('/api/admin/settings'),
  // The business reports (decisions.md 58): admins only, JSON and CSV.
  'GET /api/admin/reports/:name': adminRead('/api/admin/reports/revenue'),
  'GET /api/admin/reports/:name.csv': adminRead('/api/admin/reports/vaccination-compliance.csv'),
  'PUT /api/admin/settings': {
    access: 'admin',
    reaches: 'the business',
    request: () => ({ url: '/api/admin/settings', payload: { version: 1, businessName: 'Taken Over' } }),
    success: async (w) => ({
      as: w.admin,
      url: '/api/admin/settings',
      payload: { version: 1, businessName: 'Matrix Kennels' },
      status: 200,
    }),
  },
  'GET /api/admin/team': adminRead('/api/admin/team'),
  'DELETE /api/admin/team/:userId/roles/:role': {
    access: 'admin',
    reaches: 'a team member',
    request: (w) => ({ url: `/api/admin/team/${w.trainerA.user.id}/roles/trainer` }),
    success: async (w, fresh) => ({ as: w.admin, url: `/api/admin/team/${(await fresh.staffMember()).user.id}/roles/staff`, status: 204 }),
  },
  'POST /api/admin/invitations': {
    access: 'admin',
    reaches: 'the team',
    request: () => ({ url: '/api/admin/invitations', payload: { email: 'new.hire@example.com', role: 'admin' } }),
    ok: 201,
  },
  'GET /api/admin/invitations': adminRead('/api/admin/invitations'),
  'DELETE /api/admin/invitations/:id': {
    access: 'admin',
    reaches: 'an invitation',
    request: () => ({ url: '/api/admin/invitations/1' }),
    success: async (w, fresh) => ({ as: w.admin, url: `/api/admin/invitations/${(await fresh.invitation()).id}`, status: 204 }),
  },
  'GET /api/invitations/:token': {
    access: 'public',
    reaches: 'an invitation (by its secret link)',
    request: () => ({ url: '/api/invitations/not-a-token' }),
    success: async (_w, fresh) => ({ as: undefined, url: `/api/invitations/${(await fresh.invitation()).token}`, status: 200 }),
  },
  'POST /api/invitations/:token/accept': {
    access: 'user',
    reaches: 'an invitation (by its secret link)',
    request: () => ({ url: '/api/invitations/not-a-token/accept' }),
    cross: () => [{ as: 'ownerB', url: '/api/invitations/not-a-token/accept' }],
    success: async (_w, fresh) => ({
      as: await fresh.user(),
      url: `/api/invitations/${(await fresh.invitation()).token}/accept`,
      status: 200,
    }),
  },
  'GET /api/admin/audit': adminRead('/api/admin/audit'),
  'GET /api/admin/audit.csv': adminRead('/api/admin/audit.csv'),
  'GET /api/admin/trainer-applications': {
    access: 'staff',
    reaches: 'the applications',
    request: () => ({ url: '/api/admin/trainer-applications?status=pending' }),
    success: async (w) => ({
      as: w.staff,
      url: '/api/admin/trainer-applications?status=pending',
      status: 200,
      contains: w.applicant.user.username,
    }),
  },
  'POST /api/admin/trainer-applications/:userId/approve': {
    access: 'admin',
    reaches: 'an application',
    request: (w) => ({ url: `/api/admin/trainer-applications/${w.applicant.user.id}/approve` }),
    success: async (w, fresh) => ({
      as: w.admin,
      url: `/api/admin/trainer-applications/${(await fresh.applicant()).user.id}/approve`,
      status: 200,
    }),
  },
  'POST /api/admin/trainer-applications/:userId/decline': {
    access: 'admin',
    reaches: 'an application',
    request: (w) => ({ url: `/api/admin/trainer-applications/${w.applicant.user.id}/decline`, payload: { reason: 'No.' } }),
    success: async (w, fresh) => ({
      as: w.admin,
      url: `/api/admin/trainer-applications/${(await fresh.applicant()).user.id}/decline`,
      payload: { reason: 'Not certified yet.' },
      status: 200,
    }),
  },
  // Staff's check of vaccination proofs (issue 28): staff and admins; refusals leave A's record as it is.
  'GET /api/admin/vaccinations': {
    access: 'staff',
    reaches: 'every owner’s vaccination records',
    request: () => ({ url: '/api/admin/vaccinations?status=unverified' }),
    success: async (w, fresh) => ({
      as: w.staff,
      url: '/api/admin/vaccinations?status=unverified',
      status: 200,
      contains: `"id":${(await fresh.vaccination()).id},"petId"`,
    }),
  },
  'POST /api/admin/vaccinations/:id/verify': {
    access: 'staff',
    reaches: 'a vaccination',
    request: (w) => ({ url: `/api/admin/vaccinations/${w.a.vaccinationId}/verify` }),
    success: async (w, fresh) => ({ as: w.staff, url: `/api/admin/vaccinations/${(await fresh.vaccination()).id}/verify`, status: 200 }),
  },
  'POST /api/admin/vaccinations/:id/reject': {
    access: 'staff',
    reaches: 'a vaccination',
    request: (w) => ({ url: `/api/admin/vaccinations/${w.a.vaccinationId}/reject`, payload: { reason: 'Taken over' } }),
    success: async (w, fresh) => ({
      as: w.staff,
      url: `/api/admin/vaccinations/${(await fresh.vaccination()).id}/reject`,
      payload: { reason: 'The proof is unreadable.' },
      status: 200,
    }),
  },
  'POST /api/user/trainer-application': {
    access: 'user',
    reaches: 'the caller’s own account',
    request: () => ({ url: '/api/user/trainer-application', payload: { note: 'Ten years of agility' } }),
    success: async (_w, fresh) => ({ as: await fresh.user(), url: '/api/user/trainer-application', payload: {}, status: 201 }),
  },
};
