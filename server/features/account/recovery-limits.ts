// Limits on account-recovery requests (decisions.md 27, API conventions): 5 per e-mail address an hour,
// counted whether or not the address has an account (so a 429 reveals nothing), and a cap per
// client address so nobody mails a whole list of strangers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateLimiter } from '../../platform/rate-limits/limiter';
import { clientAddressKey } from '../../platform/rate-limits/client-address';

const ONE_HOUR = 60 * 60 * 1000;
export const RECOVERY_PER_EMAIL = 5;
export const RECOVERY_PER_ADDRESS = 30;
export const TOO_MANY_FOR_EMAIL = 'Too many requests for this email address. Please wait an hour and try again.';
export const TOO_MANY_FROM_ADDRESS = 'Too many account recovery requests from your network. Please wait an hour and try again.';

export type RecoveryLimits = {
  /** Counts a forgot-password or forgot-username request; 429 over either limit. */
  reserveRequest(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Counts a reset attempt against the address; 429 over the limit. */
  reserveReset(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

export function createRecoveryLimits(createLimiter: CreateLimiter): RecoveryLimits {
  const perEmail = createLimiter({ name: 'recovery-email', max: RECOVERY_PER_EMAIL, windowMs: ONE_HOUR, message: TOO_MANY_FOR_EMAIL });
  const perAddress = createLimiter({
    name: 'recovery-address',
    max: RECOVERY_PER_ADDRESS,
    windowMs: ONE_HOUR,
    message: TOO_MANY_FROM_ADDRESS,
  });
  return {
    async reserveRequest(request, reply, email) {
      await perAddress.reserve(clientAddressKey(request.ip), reply);
      await perEmail.reserve(email.toLowerCase(), reply);
    },
    reserveReset: (request, reply) => perAddress.reserve(clientAddressKey(request.ip), reply),
  };
}
