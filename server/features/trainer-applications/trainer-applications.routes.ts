// Trainer applications (decisions.md 50): POST /api/user/trainer-application (an owner applies),
// GET /api/admin/trainer-applications for staff and admins, and POST .../:userId/approve|decline
// for admins: vetting who may see clients' pets is an administrator's act.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  declineApplicationSchema,
  trainerApplicationRequestSchema,
  trainerApplicationSchema,
  trainerApplicationsQuerySchema,
} from '../../../common/admin-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireAdmin, requireStaff } from '../../platform/auth-guard';
import { idSchema } from '../../platform/list-query';
import { applyAgain, approveApplication, declineApplication, listApplications } from './trainer-applications.service';

const paramsSchema = z.strictObject({ userId: idSchema('User id') });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/user/trainer-application',
    { schema: { body: trainerApplicationRequestSchema, response: { 201: z.null() } } },
    async (request, reply) => {
      await applyAgain(deps, currentUser(request), request.body.note);
      return reply.status(201).send(null);
    },
  );

  app.get(
    '/admin/trainer-applications',
    {
      preHandler: requireStaff,
      schema: { querystring: trainerApplicationsQuerySchema, response: { 200: z.array(trainerApplicationSchema) } },
    },
    async (request) => listApplications(deps.db, request.query.status),
  );

  app.post(
    '/admin/trainer-applications/:userId/approve',
    { preHandler: requireAdmin, schema: { params: paramsSchema, response: { 200: trainerApplicationSchema } } },
    async (request) => approveApplication(deps, currentUser(request), request.params.userId),
  );

  app.post(
    '/admin/trainer-applications/:userId/decline',
    {
      preHandler: requireAdmin,
      schema: { params: paramsSchema, body: declineApplicationSchema, response: { 200: trainerApplicationSchema } },
    },
    async (request) => declineApplication(deps, currentUser(request), request.params.userId, request.body.reason),
  );
};

export default routes;
