// The bell's calls (decisions.md 37): list (with `unread=true`), unread count, mark one or all
// read, delete, and create one for yourself. Only the owner touches a notification (access kind
// 'notification': anyone else's is 404). The plugin also e-mails notifications per preference.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSchema } from '../../../common/count-schema';
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

/**
 * Notifications a user makes for themself (the dashboard's test button) are the one kind a client
 * can create at will: a limit per user keeps one account from filling the table (issue 27, item 10).
 */
export const OWN_NOTIFICATIONS_PER_MINUTE = 30;
export const TOO_MANY_NOTIFICATIONS = 'Too many notifications created. Please wait a minute and try again.';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  subscribeNotificationEmails(app, deps);
  const ownNotifications = deps.createLimiter({
    name: 'own-notifications-user',
    max: OWN_NOTIFICATIONS_PER_MINUTE,
    windowMs: 60 * 1000,
    message: TOO_MANY_NOTIFICATIONS,
  });

  app.get(
    '/notifications',
    { schema: { querystring: notificationListQuerySchema, response: { 200: z.array(notificationSchema) } } },
    async (request, reply) => {
      const { unread, ...page } = request.query;
      return sendPage(reply, await listNotifications(db, currentUser(request), { ...page, unreadOnly: unread === UNREAD_FILTER }));
    },
  );

  app.get('/notifications/unread-count', { schema: { response: { 200: countSchema } } }, async (request) => ({
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

  app.post(
    '/notifications',
    { schema: { body: notificationInputSchema, response: { 201: notificationSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      await ownNotifications.reserve(String(user.id), reply);
      return reply.status(201).send(await createOwnNotification(db, deps.notifications, user, request.body));
    },
  );
};

export default routes;
