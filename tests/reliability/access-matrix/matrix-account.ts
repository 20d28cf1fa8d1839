// Matrix rows: health, sign-in, account settings, recovery, notifications, dashboard, /ws.
import { tinyPng } from '../../helpers/factories';
import { fileForm } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';
import { ownerPrivate } from './audiences';

export const accountRoutes: RouteMatrix = {
  'GET /api/health': { access: 'public', reaches: 'nothing', request: () => ({ url: '/api/health' }) },
  'POST /api/register': {
    access: 'public',
    reaches: 'nothing',
    request: () => ({ url: '/api/register', payload: {} }),
    ok: 201,
    success: async () => ({
      as: undefined,
      url: '/api/register',
      payload: { username: `new_${Date.now()}`, password: 'correct-horse-battery', email: `new_${Date.now()}@example.com` },
      status: 201,
    }),
  },
  'POST /api/login': {
    access: 'public',
    reaches: 'nothing',
    request: (w) => ({ url: '/api/login', payload: { username: w.ownerA.user.username, password: w.ownerA.password } }),
  },
  'POST /api/logout': {
    access: 'public',
    reaches: 'the caller’s session',
    request: () => ({ url: '/api/logout' }),
    ok: 204,
    success: async (_w, fresh) => ({ as: await fresh.user(), url: '/api/logout', status: 204 }),
  },
  'GET /api/user': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({ url: '/api/user' }),
    success: async (w) => ({ as: w.ownerA, url: '/api/user', status: 200, contains: w.ownerA.user.username }),
  },
  'PATCH /api/user': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({ url: '/api/user', payload: { firstName: 'Changed' } }),
    success: async (_w, fresh) => ({ as: await fresh.user(), url: '/api/user', payload: { firstName: 'Changed' }, status: 200 }),
  },
  // A trainer's public photo (decisions.md 66): owners have none (403).
  'POST /api/user/photo': {
    access: 'trainer',
    reaches: 'the caller',
    request: () => ({ url: '/api/user/photo', payload: fileForm('file', tinyPng, 'image/png', 't.png') }),
  },
  // Any signed-in user sees a trainer's photo: owners choose a trainer by it.
  'GET /uploads/trainer-photos/:file': {
    access: 'user',
    reaches: 'nothing private',
    request: () => ({ url: `/uploads/trainer-photos/${'0'.repeat(32)}.png` }),
    success: async (w, fresh) => ({ as: w.ownerB, url: await fresh.trainerPhoto(), status: 200 }),
  },
  'POST /api/user/password': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({ url: '/api/user/password', payload: { currentPassword: 'x', newPassword: 'a-new-long-password' } }),
    success: async (_w, fresh) => {
      const user = await fresh.user();
      return {
        as: user,
        url: '/api/user/password',
        payload: { currentPassword: user.password, newPassword: 'a-new-long-password' },
        status: 204,
      };
    },
  },
  'GET /api/user/notification-preferences': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({ url: '/api/user/notification-preferences' }),
  },
  'PUT /api/user/notification-preferences': {
    access: 'user',
    reaches: 'the caller',
    request: () => ({
      url: '/api/user/notification-preferences',
      payload: { email: { bookings: true, training: true, programs: true, account: false, messages: true } },
    }),
  },
  // Public: opened from a mailbox; the token is the only key (decisions.md 53).
  'POST /api/user/email/confirm': {
    access: 'public',
    reaches: 'the token’s account',
    request: () => ({ url: '/api/user/email/confirm', payload: { token: 'f'.repeat(64) } }),
    success: async (_w, fresh) => ({
      as: undefined,
      url: '/api/user/email/confirm',
      payload: { token: await fresh.emailChangeToken('confirm') },
      status: 200,
    }),
  },
  'POST /api/user/email/revert': {
    access: 'public',
    reaches: 'the token’s account',
    request: () => ({ url: '/api/user/email/revert', payload: { token: 'f'.repeat(64) } }),
    success: async (_w, fresh) => ({
      as: undefined,
      url: '/api/user/email/revert',
      payload: { token: await fresh.emailChangeToken('revert') },
      status: 200,
    }),
  },
  'POST /api/forgot-password': {
    access: 'public',
    reaches: 'nothing',
    request: () => ({ url: '/api/forgot-password', payload: { email: 'nobody@example.com' } }),
  },
  'POST /api/forgot-username': {
    access: 'public',
    reaches: 'nothing',
    request: () => ({ url: '/api/forgot-username', payload: { email: 'nobody@example.com' } }),
  },
  'POST /api/reset-password': {
    access: 'public',
    reaches: 'the token’s account',
    request: (w) => ({
      url: '/api/reset-password',
      payload: { token: 'f'.repeat(64), email: w.ownerA.user.email, newPassword: 'a-new-long-password' },
    }),
    success: async (_w, fresh) => {
      const { user, token } = await fresh.resetToken();
      return {
        as: undefined,
        url: '/api/reset-password',
        payload: { token, email: user.user.email, newPassword: 'a-new-long-password' },
        status: 200,
      };
    },
  },
  'GET /api/dashboard': {
    access: 'user',
    reaches: 'the caller’s pets and bookings',
    request: () => ({ url: '/api/dashboard' }),
    cross: () => [
      { as: 'ownerB', url: '/api/dashboard', status: 200 },
      { as: 'trainerB', url: '/api/dashboard', status: 200 },
    ],
  },
  'GET /api/notifications': {
    access: 'user',
    reaches: 'the caller’s notifications',
    request: () => ({ url: '/api/notifications' }),
    cross: (w) => [
      { as: 'ownerB', url: `/api/notifications?cursor=${w.a.notificationId + 1}`, status: 200 },
      { as: 'trainerB', url: `/api/notifications?cursor=${w.a.notificationId + 1}&unread=true`, status: 200 },
    ],
    success: async (w) => ({ as: w.ownerA, url: '/api/notifications', status: 200, contains: w.marker }),
  },
  'GET /api/notifications/unread-count': {
    access: 'user',
    reaches: 'the caller’s notifications',
    request: () => ({ url: '/api/notifications/unread-count' }),
  },
  'PUT /api/notifications/read-all': {
    access: 'user',
    reaches: 'the caller’s notifications',
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  'PUT /api/notifications/:id/read': {
    access: 'user',
    reaches: 'a notification',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/notifications/${w.a.notificationId}/read` }),
  },
  'DELETE /api/notifications/:id': {
    access: 'user',
    reaches: 'a notification',
    ...ownerPrivate,
    request: (w) => ({ url: `/api/notifications/${w.a.notificationId}` }),
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/notifications/${(await fresh.notification()).id}`, status: 204 }),
  },
  'POST /api/notifications': {
    access: 'user',
    reaches: 'the caller (a userId naming anyone else is refused)',
    request: () => ({ url: '/api/notifications', payload: { title: 'Hi', message: 'Hello' } }),
    ok: 201,
    cross: (w) => [
      { as: 'ownerB', url: '/api/notifications', payload: { userId: w.ownerA.user.id, title: 'Hi', message: 'Hello' }, status: 400 },
    ],
  },
  'GET /ws': { access: 'user', reaches: 'the caller’s notifications', request: () => ({ url: '/ws' }), socket: true },
};
