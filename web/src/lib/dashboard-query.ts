// The dashboard summary's query key: whatever changes its figures (notifications, checkout)
// refreshes it through this one key.
export const dashboardQueryKey = ['dashboard'] as const;
