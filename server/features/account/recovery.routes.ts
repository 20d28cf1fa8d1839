// Account recovery (public; decisions.md 37, decisions.md 8). Forgot password and forgot
// username answer at once with the same words whatever the e-mail, and do the lookup and the mail
// after the reply, so neither the answer nor its timing tells who has an account. Links are built
// from PUBLIC_URL (decisions.md 52).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_USERNAME_ANSWER,
  recoveryRequestSchema,
  resetPasswordSchema,
} from '../../../common/account-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { publicBase } from '../../platform/public-address';
import { announcePasswordChange } from './password-aftermath';
import { createRecoveryLimits } from './recovery-limits';
import { RESET_DONE_MESSAGE, resetPassword, sendPasswordReset, sendUsernameReminder } from './recovery.service';

const answerSchema = z.object({ message: z.string() });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const limits = createRecoveryLimits(deps.createLimiter);
  const pending = new Set<Promise<unknown>>();
  /** Runs the mail work after the reply; on close the app waits for what is still running. */
  const afterReply = (what: string, work: () => Promise<void>) => {
    const running = work().catch((err: unknown) => app.log.error({ err }, `${what} failed.`));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  };
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  app.post(
    '/forgot-password',
    { config: { public: true }, schema: { body: recoveryRequestSchema, response: { 200: answerSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const { mayMail } = await limits.reserveRequest(request, reply, email);
      if (mayMail) afterReply('Sending a password reset link', () => sendPasswordReset(deps, email, publicBase(deps.config)));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/forgot-username',
    { config: { public: true }, schema: { body: recoveryRequestSchema, response: { 200: answerSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      const { mayMail } = await limits.reserveRequest(request, reply, email);
      if (mayMail) afterReply('Sending a username reminder', () => sendUsernameReminder(deps, email, publicBase(deps.config)));
      return { message: FORGOT_USERNAME_ANSWER };
    },
  );

  app.post(
    '/reset-password',
    { config: { public: true }, schema: { body: resetPasswordSchema, response: { 200: answerSchema } } },
    async (request, reply) => {
      await limits.reserveReset(request, reply);
      const { userId } = await resetPassword(deps, request.body, publicBase(deps.config));
      announcePasswordChange(deps, userId, { how: 'reset' });
      return { message: RESET_DONE_MESSAGE };
    },
  );
};

export default routes;
