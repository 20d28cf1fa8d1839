// Skill progress: GET /api/skill-progress/assigned and PUT /api/skill-progress/:id (trainers),
// POST /api/skill-progress/:id/video (the assigned trainer's video proof, multipart) and
// GET /api/pets/:petId/skill-progress (the pet's owner, or a trainer who may read the pet).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillProgressChangeSchema, skillProgressListSchema, skillProgressSchema } from '../../../common/skill-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import { listAssigned, listPetProgress } from './skill-progress-list.service';
import { updateProgress } from './skill-progress-update.service';
import skillVideoRoutes from './skill-video.routes';

const paramsSchema = idParamsSchema('Skill progress id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/skill-progress/assigned',
    { preHandler: requireTrainer, schema: { querystring: listQuerySchema, response: { 200: skillProgressListSchema } } },
    async (request, reply) => sendPage(reply, await listAssigned(deps.db, currentUser(request), request.query)),
  );

  app.put(
    '/skill-progress/:id',
    {
      preHandler: requireTrainer,
      schema: { params: paramsSchema, body: skillProgressChangeSchema, response: { 200: skillProgressSchema } },
    },
    async (request) => updateProgress(deps, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/pets/:petId/skill-progress',
    { schema: { params: petParamsSchema, querystring: listQuerySchema, response: { 200: skillProgressListSchema } } },
    async (request, reply) => sendPage(reply, await listPetProgress(deps.db, currentUser(request), request.params.petId, request.query)),
  );

  await app.register(skillVideoRoutes, deps);
};

export default routes;
