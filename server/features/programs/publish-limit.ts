// How often a trainer may publish (issue 27, item 7): each publish is a new immutable version shown
// in the public catalogue, so a day's publishes per trainer are counted in the shared rate-limit
// store (several instances count as one, decisions.md 30). Only a save that makes a new version
// counts: saving a published program unchanged makes none.
import { HttpError } from '../../platform/errors';
import type { CreateLimiter, RetryAfterTarget } from '../../platform/rate-limits/limiter';

export const PUBLISHES_PER_DAY = 20;
export const TOO_MANY_PUBLISHES = `You can publish at most ${PUBLISHES_PER_DAY} program versions a day. Save your changes as a draft and publish them tomorrow.`;
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** One trainer's allowance in one request: count a publish, give it back when none was made. */
export type PublishAllowance = {
  /** Counts one publish if the day's allowance has room, and says whether it did. */
  tryReserve(): Promise<boolean>;
  release(): Promise<void>;
  /** The 429 for a save that would publish without room (sets Retry-After). */
  refusal(): HttpError;
};

export function createPublishLimit(createLimiter: CreateLimiter) {
  const limiter = createLimiter({
    name: 'program-publishes-user',
    max: PUBLISHES_PER_DAY,
    windowMs: ONE_DAY_MS,
    message: TOO_MANY_PUBLISHES,
  });
  return (userId: number, reply: RetryAfterTarget): PublishAllowance => {
    let retryAfterSeconds = 1;
    return {
      async tryReserve() {
        const status = await limiter.tryReserve(String(userId));
        retryAfterSeconds = status.retryAfterSeconds;
        return status.allowed;
      },
      release: () => limiter.release(String(userId)),
      refusal() {
        reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
        return new HttpError(429, TOO_MANY_PUBLISHES);
      },
    };
  };
}
