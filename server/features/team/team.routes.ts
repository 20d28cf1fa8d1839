// The team (decisions.md 50), admins only: GET /api/admin/team, DELETE
// /api/admin/team/:userId/roles/:role, POST/GET /api/admin/invitations, DELETE
// /api/admin/invitations/:id. And for the invited: GET /api/invitations/:token (public) and
// POST /api/invitations/:token/accept (signed in).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationSchema,
  teamMemberSchema,
  teamRoleParamsSchema,
} from '../../../common/admin-schemas';
import { publicUserSchema } from '../../../common/auth-schemas';
import { userProfile } from '../../domain/accounts/user-profile';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireAdmin } from '../../platform/auth-guard';
import { idSchema } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { acceptInvitation, createInvitation, listPendingInvitations, previewInvitation, withdrawInvitation } from './invitations.service';
import { listTeam, revokeRole } from './team.service';

const roleParamsSchema = teamRoleParamsSchema.extend({ userId: idSchema('User id') });
const tokenParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/admin/team', { preHandler: requireAdmin, schema: { response: { 200: z.array(teamMemberSchema) } } }, async () =>
    listTeam(deps.db),
  );

  app.delete(
    '/admin/team/:userId/roles/:role',
    { preHandler: requireAdmin, schema: { params: roleParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { timeZone } = await settingsForRequest(deps, request);
      await revokeRole(deps, currentUser(request).id, request.params.userId, request.params.role, timeZone);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/invitations',
    { preHandler: requireAdmin, schema: { body: invitationRequestSchema, response: { 201: invitationSchema } } },
    async (request, reply) => reply.status(201).send(await createInvitation(deps, currentUser(request), request.body)),
  );

  app.get('/admin/invitations', { preHandler: requireAdmin, schema: { response: { 200: z.array(invitationSchema) } } }, async () =>
    listPendingInvitations(deps.db),
  );

  app.delete(
    '/admin/invitations/:id',
    { preHandler: requireAdmin, schema: { params: idParamsSchema('Invitation id'), response: { 204: z.null() } } },
    async (request, reply) => {
      await withdrawInvitation(deps.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    { config: { public: true }, schema: { params: tokenParamsSchema, response: { 200: invitationPreviewSchema } } },
    async (request) => previewInvitation(deps, request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { signedOutMessage: 'Sign in or create an account to accept the invitation.' },
      schema: { params: tokenParamsSchema, response: { 200: publicUserSchema } },
    },
    async (request) => {
      const user = await acceptInvitation(deps, currentUser(request), request.params.token);
      return userProfile(deps.db, user);
    },
  );
};

export default routes;
