// The front desk's query keys (decisions.md 57): a step on a booking refreshes every day's board.
export const frontDeskQueryKeys = {
  all: ['front-desk'] as const,
  day: (date: string | null) => [...frontDeskQueryKeys.all, 'day', date ?? 'today'] as const,
};
