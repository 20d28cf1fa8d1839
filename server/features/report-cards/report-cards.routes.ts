// Report cards: GET/POST /api/pets/:petId/report-cards, DELETE /api/report-cards/:id and (its own
// multipart scope) POST /api/report-cards/:id/media.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCardInputSchema, reportCardListSchema, reportCardSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import reportCardMediaRoutes from './report-card-media.routes';
import { createReportCard, deleteReportCard, listPetReportCards } from './report-cards.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/pets/:petId/report-cards',
    { schema: { params: petParamsSchema, response: { 200: reportCardListSchema } } },
    async (request) => listPetReportCards(deps.db, currentUser(request), request.params.petId),
  );

  app.post(
    '/pets/:petId/report-cards',
    { preHandler: requireTrainer, schema: { params: petParamsSchema, body: reportCardInputSchema, response: { 201: reportCardSchema } } },
    async (request, reply) => reply.status(201).send(await createReportCard(deps, currentUser(request), request.params.petId, request.body)),
  );

  app.delete(
    '/report-cards/:id',
    { preHandler: requireTrainer, schema: { params: idParamsSchema('Report card id'), response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteReportCard(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(reportCardMediaRoutes, deps);
};

export default routes;
