// GET /api/notifications: the bell's list. Marking read, deleting and real-time delivery come
// with the notifications feature; every feature already creates them through deps.notifications.notify().
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSchema } from '../../../common/notification-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireUser } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { listNotifications } from './notifications.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/notifications',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(notificationSchema) } } },
    async (request, reply) => sendPage(reply, await listNotifications(db, currentUser(request), request.query)),
  );
};

export default routes;
