// GET/PUT /api/pets/:petId/care (the fixed API, decisions.md 54): the owner writes; staff and the
// pet's trainers read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careAnswerSchema, careInstructionsSchema } from '../../../common/care-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { petParamsSchema } from '../../platform/route-params';
import { readCare, writeCare } from './pet-care.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/pets/:petId/care', { schema: { params: petParamsSchema, response: { 200: careAnswerSchema } } }, async (request) =>
    readCare(deps.db, currentUser(request), request.params.petId),
  );

  app.put(
    '/pets/:petId/care',
    { schema: { params: petParamsSchema, body: careInstructionsSchema, response: { 200: careAnswerSchema } } },
    async (request) => writeCare(deps, currentUser(request), request.params.petId, request.body),
  );
};

export default routes;
