// Training sessions: GET/POST /api/pets/:petId/sessions, GET /api/trainer/sessions,
// PUT/DELETE /api/sessions/:id and POST /api/bookings/:id/session. Handlers parse and reply; the
// services decide who may.
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
import { idParamsSchema } from '../../platform/route-params';
import { registerTrainerRecordRoutes } from '../../platform/trainer-records/trainer-record-routes';
import { createSessionFromBooking } from './booking-session.service';
import { createSession, deleteSession, listPetSessions, listTrainerSessions, updateSession } from './sessions.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  registerTrainerRecordRoutes(app, {
    path: 'sessions',
    idLabel: 'Session id',
    schemas: { input: sessionInputSchema, record: trainingSessionSchema, list: trainingSessionListSchema },
    list: (user, petId) => listPetSessions(deps.db, user, petId),
    create: (user, petId, input) => createSession(deps.db, user, petId, input),
    update: (user, id, input) => updateSession(deps.db, user, id, input),
    remove: (user, id) => deleteSession(deps.db, user, id),
  });

  app.get(
    '/trainer/sessions',
    { preHandler: requireTrainer, schema: { querystring: listQuerySchema, response: { 200: trainingSessionListSchema } } },
    async (request, reply) => sendPage(reply, await listTrainerSessions(deps.db, currentUser(request), request.query)),
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
