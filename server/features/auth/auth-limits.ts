// Limits on guessing passwords and creating accounts in bulk (decisions.md 27, API conventions), built on
// the platform's limiter. Hard refusals belong to the guesser's address: 100 failed logins per
// address and 10 per address and username in 15 minutes. Failures for one username from all
// addresses only slow that username's logins down (at most LOGIN_DELAY_CAP_MS), so nobody can
// lock a stranger out by guessing wrong on purpose. Registrations: 100 per address an hour.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateLimiter } from '../../platform/rate-limits/limiter';
import { clientAddressKey } from '../../platform/rate-limits/client-address';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Failures for a username (from anywhere) before its logins start to slow down. */
const FREE_FAILURES = 10;
const DELAY_PER_FAILURE_MS = 150;
export const LOGIN_DELAY_CAP_MS = 1500;

/** How long a login for a username waits, given its recent failures from every address. */
export function loginDelayMs(failures: number): number {
  return Math.min(LOGIN_DELAY_CAP_MS, Math.max(0, failures - FREE_FAILURES) * DELAY_PER_FAILURE_MS);
}

export type LoginAttempt = {
  /** The password was right: the attempt is given back to the address's limits. */
  succeeded(): Promise<void>;
  /** The password was wrong: the attempt stays counted and the username slows down. */
  failed(): Promise<void>;
};

export type AuthLimits = {
  /** Counts a login attempt before the password is checked; 429 when the address is over a limit. */
  beginLogin(request: FastifyRequest, reply: FastifyReply, username: string): Promise<LoginAttempt>;
  /** Counts a registration attempt; 429 over the limit. */
  reserveRegistration(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

export function createAuthLimits(createLimiter: CreateLimiter): AuthLimits {
  const perAddress = createLimiter({ name: 'login-address', max: 100, windowMs: FIFTEEN_MINUTES });
  const perAddressAndUsername = createLimiter({ name: 'login-address-username', max: 10, windowMs: FIFTEEN_MINUTES });
  // Never refuses: its count only sets the delay. The cap keeps the counter itself bounded.
  const usernameFailures = createLimiter({ name: 'login-username-failures', max: 1000, windowMs: FIFTEEN_MINUTES });
  const registrations = createLimiter({ name: 'register-address', max: 100, windowMs: ONE_HOUR });

  return {
    async beginLogin(request, reply, username) {
      const address = clientAddressKey(request.ip);
      const user = username.toLowerCase();
      // An address never contains '|', so the pair key is unambiguous.
      const pair = `${address}|${user}`;
      await perAddressAndUsername.reserve(pair, reply);
      try {
        await perAddress.reserve(address, reply);
      } catch (error) {
        await perAddressAndUsername.release(pair);
        throw error;
      }
      const delay = loginDelayMs((await usernameFailures.peek(user)).count);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return {
        async succeeded() {
          await Promise.all([perAddressAndUsername.release(pair), perAddress.release(address)]);
        },
        async failed() {
          await usernameFailures.tryReserve(user);
        },
      };
    },
    reserveRegistration: (request, reply) => registrations.reserve(clientAddressKey(request.ip), reply),
  };
}
