// Limits on guessing passwords and creating accounts in bulk. Failed logins: 10 per username
// and 100 per address in 15 minutes (only failures count, so a person who signs in is never
// slowed down); registrations: 100 per address an hour. Counters live in this instance's memory
// (DESIGN: per instance for now) and apply to every address, loopback included.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { HttpError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** Enough counters that rotating through many usernames cannot evict the ones under attack. */
const COUNTERS_KEPT = 100_000;

export type AuthRateLimits = {
  /** Refuses a login attempt while its username or address is over the failure limit. */
  assertLoginAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  recordFailedLogin(request: FastifyRequest): Promise<void>;
  /** Counts a registration attempt and refuses it over the limit. */
  assertRegistrationAllowed(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

const noLimits: AuthRateLimits = {
  assertLoginAllowed: async () => {},
  recordFailedLogin: async () => {},
  assertRegistrationAllowed: async () => {},
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type LimitStatus = Awaited<ReturnType<Limiter>>;

/** Registers the counters in `app` (the auth routes' scope). `enabled: false` is for tests. */
export async function createAuthRateLimits(app: FastifyInstance, enabled: boolean): Promise<AuthRateLimits> {
  if (!enabled) return noLimits;
  await app.register(rateLimit, { global: false, cache: COUNTERS_KEPT });

  // One store serves every limiter below, so each key names its limit.
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const failuresByUsername = app.createRateLimit({
    max: 10,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-username:${loginUsername(request)}`,
  });
  const failuresByAddress = app.createRateLimit({
    max: 100,
    timeWindow: FIFTEEN_MINUTES,
    keyGenerator: (request) => `login-address:${address(request)}`,
  });
  const registrations = app.createRateLimit({
    max: 100,
    timeWindow: ONE_HOUR,
    keyGenerator: (request) => `register-address:${address(request)}`,
  });

  return {
    async assertLoginAllowed(request, reply) {
      const peek = { increment: false };
      for (const status of [await failuresByUsername(request, peek), await failuresByAddress(request, peek)]) {
        if (!status.isAllowed && status.remaining === 0) refuse(reply, status);
      }
    },
    async recordFailedLogin(request) {
      await failuresByUsername(request);
      await failuresByAddress(request);
    },
    async assertRegistrationAllowed(request, reply) {
      const status = await registrations(request);
      if (!status.isAllowed && status.isExceeded) refuse(reply, status);
    },
  };
}

/** The login body's username, compared case-insensitively like the login itself. */
function loginUsername(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

function refuse(reply: FastifyReply, status: LimitStatus): never {
  if (!status.isAllowed) reply.header('retry-after', String(Math.max(1, status.ttlInSeconds)));
  throw new HttpError(429, TOO_MANY_ATTEMPTS);
}
