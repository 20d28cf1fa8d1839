// The settings page's calls (signed in): e-mail preferences, name and e-mail, password; and the two
// links an e-mail change mails (public: opened from a mailbox, maybe in another browser).
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CURRENT_PASSWORD_FOR_EMAIL_MESSAGE,
  emailLinkSchema,
  notificationPreferencesSchema,
  ONLY_TRAINERS_BIO_MESSAGE,
  passwordChangeSchema,
  profileUpdateSchema,
} from '../../../common/account-schemas';
import { publicUserSchema } from '../../../common/auth-schemas';
import { userProfile } from '../../domain/accounts/user-profile';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, type SessionUser } from '../../platform/auth-guard';
import { publicBase } from '../../platform/public-address';
import { badInput } from '../../platform/errors';
import { changePassword, checkCurrentPassword, getPreferences, setPreferences, updateProfile } from './account.service';
import { confirmEmailChange, requestEmailChange, revertEmailChange } from './email-change.service';
import { announcePasswordChange } from './password-aftermath';
import trainerPhotoRoutes from './trainer-photo.routes';

// PATCH: a field left out stays as it is (the shared schema turns a missing name into null).
const profilePatchSchema = profileUpdateSchema.partial();

// Someone holding a stolen session must not be able to guess the current password at leisure.
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const PASSWORD_CHANGE_ATTEMPTS = 10;
// Each new address gets a mail: a session must not mail a list of strangers.
export const EMAIL_CHANGES_PER_HOUR = 5;
export const TOO_MANY_EMAIL_CHANGES = 'Too many e-mail changes. Please wait an hour and try again.';
const messageSchema = z.object({ message: z.string() });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const passwordAttempts = deps.createLimiter({ name: 'password-change-user', max: PASSWORD_CHANGE_ATTEMPTS, windowMs: FIFTEEN_MINUTES });
  const emailChanges = deps.createLimiter({
    name: 'email-change-user',
    max: EMAIL_CHANGES_PER_HOUR,
    windowMs: 60 * 60 * 1000,
    message: TOO_MANY_EMAIL_CHANGES,
  });
  /** The current password, counted against the same limit as the password form's. */
  const passwordChecked = async (user: SessionUser, password: string | undefined, reply: FastifyReply) => {
    if (!password) throw badInput('currentPassword', CURRENT_PASSWORD_FOR_EMAIL_MESSAGE);
    await passwordAttempts.reserve(String(user.id), reply);
    await checkCurrentPassword(db, user, password);
    await passwordAttempts.release(String(user.id));
  };

  await app.register(trainerPhotoRoutes, deps);

  app.get('/user/notification-preferences', { schema: { response: { 200: notificationPreferencesSchema } } }, async (request) =>
    getPreferences(db, currentUser(request)),
  );

  app.put(
    '/user/notification-preferences',
    { schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => setPreferences(db, currentUser(request), request.body),
  );

  // A new e-mail address needs the current password and waits for its mailed link (decisions.md 53);
  // the answer is the same whether or not the address already has an account.
  app.patch('/user', { schema: { body: profilePatchSchema, response: { 200: publicUserSchema } } }, async (request, reply) => {
    const user = currentUser(request);
    const { email, currentPassword, ...names } = request.body;
    // Only an approved trainer's bio is shown anywhere (decisions.md 66).
    if (names.bio !== undefined && !user.isTrainer) throw badInput('bio', ONLY_TRAINERS_BIO_MESSAGE);
    const newEmail = email !== undefined && email.toLowerCase() !== user.email.toLowerCase() ? email : undefined;
    if (newEmail) {
      await passwordChecked(user, currentPassword, reply);
      await emailChanges.reserve(String(user.id), reply);
    }
    const updated = await updateProfile(db, user, newEmail || email === undefined ? names : { ...names, email });
    if (newEmail) await requestEmailChange(db, updated, newEmail, publicBase(config));
    return userProfile(db, updated);
  });

  app.post(
    '/user/email/confirm',
    { config: { public: true }, schema: { body: emailLinkSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { email } = await confirmEmailChange(db, request.body.token, publicBase(config));
      return { message: `Your e-mail address is now ${email}.` };
    },
  );

  app.post(
    '/user/email/revert',
    { config: { public: true }, schema: { body: emailLinkSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { userId, email } = await revertEmailChange(db, request.body.token);
      deps.realtime.closeUserSockets(userId, {});
      return { message: `Your e-mail address is back to ${email}, and every device was signed out. Choose a new password now.` };
    },
  );

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
