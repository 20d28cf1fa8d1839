// The settings page's calls (signed in): e-mail preferences, name and e-mail, password.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema, passwordChangeSchema, profileUpdateSchema } from '../../../common/account-schemas';
import { publicUserSchema } from '../../../common/auth-schemas';
import { userProfile } from '../../domain/accounts/user-profile';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { publicBase } from '../../platform/public-address';
import { changePassword, getPreferences, setPreferences, updateProfile } from './account.service';
import { announcePasswordChange } from './password-aftermath';

// PATCH: a field left out stays as it is (the shared schema turns a missing name into null).
const profilePatchSchema = profileUpdateSchema.partial();

// Someone holding a stolen session must not be able to guess the current password at leisure.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const PASSWORD_CHANGE_ATTEMPTS = 10;

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const passwordAttempts = deps.createLimiter({ name: 'password-change-user', max: PASSWORD_CHANGE_ATTEMPTS, windowMs: FIFTEEN_MINUTES });

  app.get('/user/notification-preferences', { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    getPreferences(db, currentUser(request)),
  );

  app.put(
    '/user/notification-preferences',
    { schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => setPreferences(db, currentUser(request), request.body),
  );

  app.patch('/user', { schema: { body: profilePatchSchema, response: { 200: publicUserSchema } } }, async (request) => {
    // The old address hears of the change once it commits (the mail queue sees to it).
    return userProfile(db, await updateProfile(db, currentUser(request), request.body));
  });

  app.post('/user/password', { schema: { body: passwordChangeSchema, response: { 204: z.null() } } }, async (request, reply) => {
    const user = currentUser(request);
    const by = { how: 'change' as const, keepSessionId: request.session.sessionId };
    const key = String(user.id);
    await passwordAttempts.reserve(key, reply);
    await changePassword(deps, user, by.keepSessionId, request.body, publicBase(config));
    // Only wrong guesses stay counted.
    await passwordAttempts.release(key);
    announcePasswordChange(deps, user.id, by);
    return reply.status(204).send(null);
  });
};

export default routes;
