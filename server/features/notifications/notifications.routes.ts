// The bell's calls (decisions.md 37): list (with `unread=true`), unread count, mark one or all
// read, delete, and create one for yourself. Only the owner touches a notification (access kind
// 'notification': anyone else's is 404). The plugin also e-mails notifications per preference.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNREAD_FILTER, notificationInputSchema, notificationSchema } from '../../../common/notification-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { subscribeNotificationEmails } from './notification-email';
import { countUnread, createOwnNotification, deleteNotification, listNotifications, markAllRead, markRead } from './notifications.service';

const notificationListQuerySchema = listQuerySchema.extend({
  unread: z.enum([UNREAD_FILTER, 'false'], { error: 'unread must be true or false' }).optional(),
});
const params = idParamsSchema('Notification id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  subscribeNotificationEmails(app, deps);

  app.get(
    '/notifications',
    { schema: { querystring: notificationListQuerySchema, response: { 200: z.array(notificationSchema) } } },
    async (request, reply) => {
      const { unread, ...page } = request.query;
      return sendPage(reply, await listNotifications(db, currentUser(request), { ...page, unreadOnly: unread === UNREAD_FILTER }));
    },
  );

  app.get('/notifications/unread-count', { schema: { response: { 200: z.object({ count: z.number().int() }) } } }, async (request) => ({
    count: await countUnread(db, currentUser(request)),
  }));

  app.put('/notifications/read-all', { schema: { response: { 200: z.object({ updated: z.number().int() }) } } }, async (request) => ({
    updated: await markAllRead(db, currentUser(request)),
  }));

  app.put('/notifications/:id/read', { schema: { params, response: { 200: notificationSchema } } }, async (request) =>
    markRead(db, currentUser(request), request.params.id),
  );

  app.delete('/notifications/:id', { schema: { params, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteNotification(db, currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/notifications', { schema: { body: notificationInputSchema, response: { 201: notificationSchema } } }, async (request, reply) =>
    reply.status(201).send(await createOwnNotification(db, deps.notifications, currentUser(request), request.body)),
  );
};

export default routes;
