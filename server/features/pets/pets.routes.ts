// Pet profiles: GET/POST /api/pets, GET/PUT/DELETE /api/pets/:petId (+ the photo upload).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { petInputSchema, petSchema } from '../../../common/pet-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { petParamsSchema } from '../../platform/route-params';
import { createPet, deletePet, getPet, listOwnPets, updatePet } from './pets.service';
import petPhotoRoutes from './pet-photo.routes';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/pets', { schema: { querystring: listQuerySchema, response: { 200: z.array(petSchema) } } }, async (request, reply) => {
    return sendPage(reply, await listOwnPets(deps.db, currentUser(request), request.query));
  });

  app.post('/pets', { schema: { body: petInputSchema, response: { 201: petSchema } } }, async (request, reply) => {
    const pet = await createPet(deps.db, currentUser(request), request.body);
    return reply.status(201).send(pet);
  });

  app.get('/pets/:petId', { schema: { params: petParamsSchema, response: { 200: petSchema } } }, async (request) =>
    getPet(deps.db, currentUser(request), request.params.petId),
  );

  app.put('/pets/:petId', { schema: { params: petParamsSchema, body: petInputSchema, response: { 200: petSchema } } }, async (request) =>
    updatePet(deps.db, deps.storage, currentUser(request), request.params.petId, request.body),
  );

  app.delete('/pets/:petId', { schema: { params: petParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await deletePet(deps.db, deps.storage, currentUser(request), request.params.petId);
    return reply.status(204).send(null);
  });

  await app.register(petPhotoRoutes, deps);
};

export default routes;
