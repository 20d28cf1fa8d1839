// Training sessions: GET/POST /api/pets/:petId/sessions, GET /api/trainer/sessions,
// PUT/DELETE /api/sessions/:id and POST /api/bookings/:id/session. Handlers parse and reply; the
// services decide who may.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingSessionInputSchema,
  sessionInputSchema,
  trainingSessionListSchema,
  trainingSessionSchema,
} from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import { createSessionFromBooking } from './booking-session.service';
import { createSession, deleteSession, listPetSessions, listTrainerSessions, updateSession } from './sessions.service';

const sessionParamsSchema = idParamsSchema('Session id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/pets/:petId/sessions',
    { schema: { params: petParamsSchema, response: { 200: trainingSessionListSchema } } },
    async (request) => listPetSessions(deps.db, currentUser(request), request.params.petId),
  );

  app.post(
    '/pets/:petId/sessions',
    { preHandler: requireTrainer, schema: { params: petParamsSchema, body: sessionInputSchema, response: { 201: trainingSessionSchema } } },
    async (request, reply) => reply.status(201).send(await createSession(deps.db, currentUser(request), request.params.petId, request.body)),
  );

  app.get(
    '/trainer/sessions',
    { preHandler: requireTrainer, schema: { querystring: listQuerySchema, response: { 200: trainingSessionListSchema } } },
    async (request, reply) => sendPage(reply, await listTrainerSessions(deps.db, currentUser(request), request.query)),
  );

  app.put(
    '/sessions/:id',
    { preHandler: requireTrainer, schema: { params: sessionParamsSchema, body: sessionInputSchema, response: { 200: trainingSessionSchema } } },
    async (request) => updateSession(deps.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/sessions/:id',
    { preHandler: requireTrainer, schema: { params: sessionParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSession(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/bookings/:id/session',
    {
      preHandler: requireTrainer,
      schema: { params: idParamsSchema('Booking id'), body: bookingSessionInputSchema, response: { 201: trainingSessionSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createSessionFromBooking(deps.db, currentUser(request), request.params.id, request.body)),
  );
};

export default routes;
