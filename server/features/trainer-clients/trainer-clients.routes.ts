// GET /api/trainer/clients?search=: the pets the trainer works with (issue 11, decisions.md 16).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientPetListSchema, clientsQuerySchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { listClientPets } from './trainer-clients.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/trainer/clients',
    { preHandler: requireTrainer, schema: { querystring: clientsQuerySchema, response: { 200: clientPetListSchema } } },
    async (request) => listClientPets(deps.db, currentUser(request), request.query.search),
  );
};

export default routes;
