// GET /api/dashboard: the four summary figures and the recent activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../../common/dashboard-schemas';
import { api } from '../../../lib/api-client';

export const dashboardQueryKey = ['/api/dashboard'] as const;

export const getDashboard = () => api.get<DashboardSummary>('/api/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
