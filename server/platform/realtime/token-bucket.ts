// A token bucket: `burst` tokens to start with, refilled at `perSecond`, one taken per event. The
// rate limit of one socket's messages (issue 27, item 11): in memory, since a socket lives on one
// instance only.
export type TokenBucket = {
  /** Takes a token; false when none is left (the event is over the rate). */
  take(): boolean;
};

export function tokenBucket(options: { perSecond: number; burst: number; now?: () => number }): TokenBucket {
  const { perSecond, burst } = options;
  const now = options.now ?? (() => performance.now());
  let tokens = burst;
  let refilledAt = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - refilledAt) / 1000) * perSecond);
      refilledAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
