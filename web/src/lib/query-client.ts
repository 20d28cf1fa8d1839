import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

// decisions.md 31 (prices): data never goes stale, no refetch on focus or interval, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Refetches what an event elsewhere has changed, even a query whose first fetch is still on its
 * way. `invalidateQueries` alone joins a first fetch in flight (TanStack cancels a running fetch
 * only once the query has data), so an answer read before the event would stand: a notification
 * arriving while the dashboard first loads would never reach Recent Activity (decisions.md 88).
 * Cancelling first puts that query back to pending, and the invalidation fetches it afresh.
 */
export async function refreshAfterEvent(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
