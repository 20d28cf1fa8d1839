// Matrix rows: messages (issue 29, decisions.md 63). A's conversation with the business is read by A
// and every staff member (they answer as the business); any other owner or trainer, A's pet's
// trainer included, gets 404 on it, its messages and its files. Only A edits A's message (staff,
// who read it, get 403). The inbox's assignee and status are staff's: A gets 403 on them.
import { tinyPng } from '../../helpers/factories';
import { fileForm, type ObjectWorld } from '../../helpers/object-fixtures';
import type { CrossRequest, RouteMatrix } from './matrix-types';

/** Whoever does not read A's conversation with the business. */
const strangers = ['ownerB', 'trainerB', 'trainerA', 'applicant'] as const;
const readers = { strangers, readers: ['staff', 'admin'] } as const;

const conversationUrl = (w: ObjectWorld) => `/api/conversations/${w.a.conversationId}`;
const photoForm = () => fileForm('file', tinyPng, 'image/png', 'm.png');

/** A list as a stranger naming A's conversation as its cursor: 200 with nothing of A's. */
const listCrosses = (w: ObjectWorld): CrossRequest[] =>
  (['ownerB', 'trainerB', 'trainerA'] as const).map((as) => ({ as, url: `/api/conversations?cursor=${w.a.conversationId}`, status: 200 }));

export const messageRoutes: RouteMatrix = {
  'GET /api/conversations': {
    access: 'user',
    reaches: 'conversations',
    request: () => ({ url: '/api/conversations' }),
    cross: listCrosses,
    success: async (w) => ({ as: w.ownerA, url: '/api/conversations', status: 200, contains: w.marker }),
  },
  'GET /api/conversations/:id': {
    access: 'user',
    reaches: 'a conversation',
    ...readers,
    request: (w) => ({ url: conversationUrl(w) }),
    success: async (w) => ({ as: w.ownerA, url: conversationUrl(w), status: 200, contains: w.marker }),
  },
  // Starting finds A's own conversation (200); nobody starts one with a trainer or owner they have no business with.
  'POST /api/conversations': {
    access: 'user',
    reaches: 'a conversation',
    request: () => ({ url: '/api/conversations', payload: { with: 'business' } }),
    cross: (w) => [
      { as: 'ownerB', url: '/api/conversations', payload: { with: { trainerId: w.trainerA.user.id } } },
      { as: 'trainerB', url: '/api/conversations', payload: { with: { ownerId: w.ownerA.user.id } } },
      { as: 'ownerB', url: '/api/conversations', payload: { with: { ownerId: w.ownerA.user.id } }, status: 403 },
      { as: 'ownerB', url: '/api/conversations', payload: { with: 'business', petId: w.a.pet.id }, status: 400 },
    ],
    ok: 200,
  },
  'GET /api/conversations/:id/messages': {
    access: 'user',
    reaches: 'a conversation’s messages',
    ...readers,
    request: (w) => ({ url: `${conversationUrl(w)}/messages` }),
    success: async (w) => ({ as: w.ownerA, url: `${conversationUrl(w)}/messages`, status: 200, contains: w.marker }),
  },
  'POST /api/conversations/:id/messages': {
    access: 'user',
    reaches: 'a conversation',
    strangers,
    request: (w) => ({ url: `${conversationUrl(w)}/messages`, payload: { text: 'Taken over' } }),
    ok: 201,
  },
  'PATCH /api/conversations/:id/messages/:messageId': {
    access: 'user',
    reaches: 'a message',
    strangers,
    request: (w) => ({ url: `${conversationUrl(w)}/messages/${w.a.messageId}`, payload: { text: 'Taken over' } }),
    cross: (w) =>
      (['staff', 'admin'] as const).map((as) => ({
        as,
        status: 403,
        url: `${conversationUrl(w)}/messages/${w.a.messageId}`,
        payload: { text: 'Taken over' },
      })),
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: `${conversationUrl(w)}/messages/${(await fresh.message()).id}`,
      payload: { text: 'Edited' },
      status: 200,
    }),
  },
  'POST /api/conversations/:id/media': {
    access: 'user',
    reaches: 'a conversation',
    strangers,
    request: (w) => ({ url: `${conversationUrl(w)}/media`, payload: photoForm() }),
    ok: 201,
  },
  'PUT /api/conversations/:id/read': {
    access: 'user',
    reaches: 'a conversation',
    ...readers,
    request: (w) => ({ url: `${conversationUrl(w)}/read` }),
  },
  'GET /api/messages/unread-count': {
    access: 'user',
    reaches: 'the caller’s own conversations',
    request: () => ({ url: '/api/messages/unread-count' }),
  },
  'GET /api/messages/staff-inbox': {
    access: 'staff',
    reaches: 'the business’s saved replies and staff',
    request: () => ({ url: '/api/messages/staff-inbox' }),
  },
  // The staff inbox: A (who reads it) gets 403, whoever does not read it 404; staff succeed.
  'PUT /api/conversations/:id/assignee': {
    access: 'user',
    reaches: 'a conversation',
    strangers,
    request: (w) => ({ url: `${conversationUrl(w)}/assignee`, payload: { assigneeId: w.staff.user.id } }),
    cross: (w) => [{ as: 'ownerA', status: 403, url: `${conversationUrl(w)}/assignee`, payload: { assigneeId: null } }],
    success: async (w) => ({ as: w.staff, url: `${conversationUrl(w)}/assignee`, payload: { assigneeId: w.staff.user.id }, status: 200 }),
  },
  'PUT /api/conversations/:id/status': {
    access: 'user',
    reaches: 'a conversation',
    strangers,
    request: (w) => ({ url: `${conversationUrl(w)}/status`, payload: { status: 'done' } }),
    cross: (w) => [{ as: 'ownerA', status: 403, url: `${conversationUrl(w)}/status`, payload: { status: 'done' } }],
    success: async (w) => ({ as: w.admin, url: `${conversationUrl(w)}/status`, payload: { status: 'open' }, status: 200 }),
  },
  'GET /uploads/messages/:file': {
    access: 'user',
    reaches: 'a photo sent in a conversation',
    ...readers,
    request: (w) => ({ url: `/uploads/messages/${w.a.messageFile}` }),
  },
};
