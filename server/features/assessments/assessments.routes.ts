// Behaviour assessments: GET/POST /api/pets/:petId/assessments, PUT/DELETE /api/assessments/:id.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentInputSchema, assessmentListSchema, assessmentSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import { createAssessment, deleteAssessment, listPetAssessments, updateAssessment } from './assessments.service';

const assessmentParamsSchema = idParamsSchema('Assessment id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/pets/:petId/assessments',
    { schema: { params: petParamsSchema, response: { 200: assessmentListSchema } } },
    async (request) => listPetAssessments(deps.db, currentUser(request), request.params.petId),
  );

  app.post(
    '/pets/:petId/assessments',
    { preHandler: requireTrainer, schema: { params: petParamsSchema, body: assessmentInputSchema, response: { 201: assessmentSchema } } },
    async (request, reply) => reply.status(201).send(await createAssessment(deps.db, currentUser(request), request.params.petId, request.body)),
  );

  app.put(
    '/assessments/:id',
    { preHandler: requireTrainer, schema: { params: assessmentParamsSchema, body: assessmentInputSchema, response: { 200: assessmentSchema } } },
    async (request) => updateAssessment(deps.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/assessments/:id',
    { preHandler: requireTrainer, schema: { params: assessmentParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAssessment(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
