// GET /api/dashboard: the four summary figures and the recent activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@common/dashboard-schemas';
import { api } from '../../../lib/api-client';
import { dashboardQueryKey } from '../../../lib/dashboard-query';

export const getDashboard = () => api.get<DashboardSummary>('/api/dashboard');

// The summary draws on every feature's data (pets, bookings, progress, notifications), so it is
// fetched afresh each time the dashboard opens rather than invalidated from everywhere. Its key
// lives in lib/notification-query.ts: new notifications (Recent Activity) refresh it live.
export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard, refetchOnMount: 'always' });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
