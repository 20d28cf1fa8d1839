// GET /api/pets/:petId/timeline: the owner's (or a client trainer's) view of the pet's story.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { timelineSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { petParamsSchema } from '../../platform/route-params';
import { petTimeline } from './timeline.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/pets/:petId/timeline', { schema: { params: petParamsSchema, response: { 200: timelineSchema } } }, async (request) =>
    petTimeline(deps.db, currentUser(request), request.params.petId),
  );
};

export default routes;
