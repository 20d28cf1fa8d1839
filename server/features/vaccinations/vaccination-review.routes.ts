// Staff's check of vaccination proofs (issue 28, the fixed API): GET /api/admin/vaccinations?status=
// (the queue, oldest first, paged by limit and cursor), POST /api/admin/vaccinations/:id/verify and
// .../reject {reason}. Staff and admins only.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rejectVaccinationSchema, vaccinationQueueQuerySchema, vaccinationReviewSchema } from '../../../common/vaccination-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireStaff } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { rejectVaccination, vaccinationQueue, verifyVaccination } from './vaccination-review.service';

const paramsSchema = idParamsSchema('Vaccination id');
const queueQuerySchema = listQuerySchema.extend(vaccinationQueueQuerySchema.shape);

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/vaccinations',
    { preHandler: requireStaff, schema: { querystring: queueQuerySchema, response: { 200: z.array(vaccinationReviewSchema) } } },
    async (request, reply) => sendPage(reply, await vaccinationQueue(deps, request.query.status, request.query)),
  );

  app.post(
    '/admin/vaccinations/:id/verify',
    { preHandler: requireStaff, schema: { params: paramsSchema, response: { 200: vaccinationReviewSchema } } },
    async (request) => verifyVaccination(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/admin/vaccinations/:id/reject',
    {
      preHandler: requireStaff,
      schema: { params: paramsSchema, body: rejectVaccinationSchema, response: { 200: vaccinationReviewSchema } },
    },
    async (request) => rejectVaccination(deps, currentUser(request), request.params.id, request.body.reason),
  );
};

export default routes;
