// Register, login, logout and the current user (decisions.md 37). Login and register answer with
// the public user, never the password hash; both start a fresh session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, publicUserSchema, registerSchema } from '../../../common/auth-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { unauthorized } from '../../platform/errors';
import { endSession, startSession } from '../../platform/sessions';
import { userProfile } from '../../domain/accounts/user-profile';
import { createAuthLimits } from './auth-limits';
import { INVALID_LOGIN_MESSAGE, authenticate, registerAccount } from './auth.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, createLimiter, notifications, realtime }) => {
  const limits = createAuthLimits(createLimiter);

  app.post(
    '/register',
    {
      // Every attempt counts, refused ones too: a 409 tells whether a username is taken.
      config: { public: true },
      onRequest: (request, reply) => limits.reserveRegistration(request, reply),
      schema: { body: registerSchema, response: { 201: publicUserSchema } },
    },
    async (request, reply) => {
      const user = await registerAccount({ db, notifications }, request.body);
      await startSession(request, user.id);
      return reply.status(201).send(await userProfile(db, user));
    },
  );

  app.post(
    '/login',
    { config: { public: true }, schema: { body: loginSchema, response: { 200: publicUserSchema } } },
    async (request, reply) => {
      const attempt = await limits.beginLogin(request, reply, request.body.username);
      const user = await authenticate(db, request.body);
      if (!user) {
        await attempt.failed();
        throw unauthorized(INVALID_LOGIN_MESSAGE);
      }
      await attempt.succeeded();
      await startSession(request, user.id);
      return userProfile(db, user);
    },
  );

  app.post('/logout', { config: { public: true }, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const sessionId = request.session?.sessionId;
    await endSession(request, reply, config);
    // The session's real-time sockets end with it (other instances notice on their next heartbeat).
    if (sessionId) realtime.closeSession(sessionId);
    return reply.status(204).send(null);
  });

  app.get('/user', { schema: { response: { 200: publicUserSchema } } }, async (request) => userProfile(db, currentUser(request)));
};

export default routes;
