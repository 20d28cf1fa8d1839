import { QueryClient } from '@tanstack/react-query';

// decisions.md 31 (prices): data never goes stale, no refetch on focus or interval, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
