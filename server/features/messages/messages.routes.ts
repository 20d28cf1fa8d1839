// Messages (the fixed API, decisions.md 63): the caller's conversations, one conversation, starting
// one, its messages (pages of older ones with `before`), sending, the author's edit, a photo or video
// (multipart field `file`), marking read, the unread count, and the staff inbox's assignee and status,
// its saved replies and the colleagues to assign (GET /api/messages/staff-inbox).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countSchema } from '../../../common/count-schema';
import {
  INBOX_FILTERS,
  MESSAGE_PAGE_SIZE,
  assigneeInputSchema,
  conversationListSchema,
  conversationSchema,
  conversationStartSchema,
  messageEditSchema,
  messageInputSchema,
  messageListSchema,
  messageSchema,
  staffInboxSchema,
  statusInputSchema,
} from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { readBusinessSettings, settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireStaff } from '../../platform/auth-guard';
import { idSchema, listQuerySchema, pageLimitSchema, sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { listConversations } from './conversation-list.service';
import { startConversation } from './conversation-start.service';
import {
  assignConversation,
  getConversation,
  markConversationRead,
  setConversationStatus,
  staffInbox,
  unreadMessageCount,
} from './conversation.service';
import { messageMediaUpload, sendMessageMedia } from './message-media.service';
import { editMessage, listMessages, sendMessage } from './message.service';

const conversationParams = idParamsSchema('Conversation id');
const messageParams = z.object({ id: idSchema('Conversation id'), messageId: idSchema('Message id') });
const listQuery = z.strictObject({
  ...listQuerySchema.shape,
  q: z.string({ error: 'q must be text' }).max(100, 'q must be at most 100 characters').optional(),
  filter: z.enum(INBOX_FILTERS, { error: `filter must be one of ${INBOX_FILTERS.join(', ')}` }).default('all'),
});
const messagePageQuery = z.strictObject({
  before: idSchema('before').optional(),
  limit: pageLimitSchema(MESSAGE_PAGE_SIZE),
});

// Multipart is allowed in this scope only, with the largest size a message's file may have.
const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const rule = messageMediaUpload(deps.config.videoMaxBytes);
  await registerUploadParsing(app, rule.maxBytes);
  app.post(
    '/conversations/:id/media',
    { config: { allowMultipart: true }, schema: { params: conversationParams, response: { 201: messageSchema } } },
    async (request, reply) => {
      const message = await sendMessageMedia(deps, currentUser(request), request.params.id, () =>
        receiveUpload(request, deps.storage, rule),
      );
      return reply.status(201).send(message);
    },
  );
};

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const businessName = async (request: FastifyRequest) => (await settingsForRequest(deps, request)).businessName;
  // Read in the caller's transaction (PGlite has one connection: a second one would wait for it).
  const timeZone = async (db: Db | Tx) => (await readBusinessSettings(db, deps.config)).timeZone;

  app.get('/conversations', { schema: { querystring: listQuery, response: { 200: conversationListSchema } } }, async (request, reply) =>
    sendPage(reply, await listConversations(deps.db, currentUser(request), request.query, await businessName(request))),
  );

  app.get('/conversations/:id', { schema: { params: conversationParams, response: { 200: conversationSchema } } }, async (request) =>
    getConversation(deps.db, currentUser(request), request.params.id, await businessName(request)),
  );

  app.post(
    '/conversations',
    { schema: { body: conversationStartSchema, response: { 200: conversationSchema, 201: conversationSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { conversation, created } = await startConversation(deps.db, user, request.body, timeZone);
      const view = await getConversation(deps.db, user, conversation.id, await businessName(request));
      return reply.status(created ? 201 : 200).send(view);
    },
  );

  app.get(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, querystring: messagePageQuery, response: { 200: messageListSchema } } },
    async (request, reply) => sendPage(reply, await listMessages(deps.db, currentUser(request), request.params.id, request.query)),
  );

  app.post(
    '/conversations/:id/messages',
    { schema: { params: conversationParams, body: messageInputSchema, response: { 201: messageSchema } } },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(deps.db, currentUser(request), request.params.id, request.body, timeZone)),
  );

  app.patch(
    '/conversations/:id/messages/:messageId',
    { schema: { params: messageParams, body: messageEditSchema, response: { 200: messageSchema } } },
    async (request) => editMessage(deps.db, currentUser(request), request.params.id, request.params.messageId, request.body.text),
  );

  app.put('/conversations/:id/read', { schema: { params: conversationParams, response: { 200: conversationSchema } } }, async (request) =>
    markConversationRead(deps.db, currentUser(request), request.params.id, await businessName(request)),
  );

  app.get('/messages/unread-count', { schema: { response: { 200: countSchema } } }, async (request) => ({
    count: await unreadMessageCount(deps.db, currentUser(request)),
  }));

  app.get('/messages/staff-inbox', { preHandler: requireStaff, schema: { response: { 200: staffInboxSchema } } }, async (request) =>
    staffInbox(deps.db, (await settingsForRequest(deps, request)).savedReplies),
  );

  app.put(
    '/conversations/:id/assignee',
    { schema: { params: conversationParams, body: assigneeInputSchema, response: { 200: conversationSchema } } },
    async (request) =>
      assignConversation(deps.db, currentUser(request), request.params.id, request.body.assigneeId, await businessName(request)),
  );

  app.put(
    '/conversations/:id/status',
    { schema: { params: conversationParams, body: statusInputSchema, response: { 200: conversationSchema } } },
    async (request) =>
      setConversationStatus(deps.db, currentUser(request), request.params.id, request.body.status, await businessName(request)),
  );

  await app.register(mediaRoutes, deps);
};

export default routes;
