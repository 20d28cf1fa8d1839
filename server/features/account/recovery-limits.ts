// Limits on account-recovery requests (decisions.md 27, 52): a cap per client address, the only
// one that answers 429, so nobody mails a whole list of strangers; and a quiet cap of 5 recovery
// mails an hour per e-mail address, counted whether or not it has an account. Over that cap the
// answer is the same and no mail goes out: a 429 per e-mail would let anyone lock a victim out of
// their own recovery from a few addresses, while the mails already sent still hold working links.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateLimiter } from '../../platform/rate-limits/limiter';
import { clientAddressKey } from '../../platform/rate-limits/client-address';

const ONE_HOUR = 60 * 60 * 1000;
export const RECOVERY_MAILS_PER_EMAIL = 5;
export const RECOVERY_PER_ADDRESS = 30;
export const TOO_MANY_FROM_ADDRESS = 'Too many account recovery requests from your network. Please wait an hour and try again.';

export type RecoveryLimits = {
  /**
   * Counts a forgot-password or forgot-username request: 429 over the client address's limit;
   * otherwise whether a mail may go to `email` (false, quietly, over its hourly cap).
   */
  reserveRequest(request: FastifyRequest, reply: FastifyReply, email: string): Promise<{ mayMail: boolean }>;
  /** Counts a reset attempt against the address; 429 over the limit. */
  reserveReset(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};

export function createRecoveryLimits(createLimiter: CreateLimiter): RecoveryLimits {
  const mailsPerEmail = createLimiter({ name: 'recovery-email', max: RECOVERY_MAILS_PER_EMAIL, windowMs: ONE_HOUR });
  const perAddress = createLimiter({
    name: 'recovery-address',
    max: RECOVERY_PER_ADDRESS,
    windowMs: ONE_HOUR,
    message: TOO_MANY_FROM_ADDRESS,
  });
  return {
    async reserveRequest(request, reply, email) {
      await perAddress.reserve(clientAddressKey(request.ip), reply);
      const { allowed } = await mailsPerEmail.tryReserve(email.toLowerCase());
      return { mayMail: allowed };
    },
    reserveReset: (request, reply) => perAddress.reserve(clientAddressKey(request.ip), reply),
  };
}
