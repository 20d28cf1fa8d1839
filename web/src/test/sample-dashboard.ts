import type { DashboardSummary } from '@common/dashboard-schemas';

/** GET /api/dashboard for a new account: every signed-in page test that lands on /dashboard needs it. */
export const emptyDashboard: DashboardSummary = {
  totalPets: 0,
  activeBookings: 0,
  trainingProgress: 0,
  nextSession: null,
  recentActivity: [],
};
