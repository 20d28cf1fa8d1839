// The front desk's query keys (decisions.md 57), in lib/ because the real-time channel refreshes
// the day board too: a step on a booking, or the server's signal, refreshes every day's board.
export const frontDeskQueryKeys = {
  all: ['front-desk'] as const,
  day: (date: string | null) => [...frontDeskQueryKeys.all, 'day', date ?? 'today'] as const,
};
