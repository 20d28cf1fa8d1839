// Vet records: GET/POST /api/pets/:petId/vet-records, PUT/DELETE /api/vet-records/:id.
// The product's client (decisions.md 38) reads a failure's text from `error`, so every error here also carries it.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vetRecordInputSchema, vetRecordSchema } from '../../../common/pet-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { registerErrorHandling } from '../../platform/errors';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import { createVetRecord, deleteVetRecord, listVetRecords, updateVetRecord } from './vet-records.service';

const recordParamsSchema = idParamsSchema('Record id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  registerErrorHandling(app, { errorField: true });

  app.get(
    '/pets/:petId/vet-records',
    { schema: { params: petParamsSchema, querystring: listQuerySchema, response: { 200: z.array(vetRecordSchema) } } },
    async (request, reply) => {
      return sendPage(reply, await listVetRecords(deps.db, currentUser(request), request.params.petId, request.query));
    },
  );

  app.post(
    '/pets/:petId/vet-records',
    { schema: { params: petParamsSchema, body: vetRecordInputSchema, response: { 201: vetRecordSchema } } },
    async (request, reply) => {
      const record = await createVetRecord(deps.db, currentUser(request), request.params.petId, request.body);
      return reply.status(201).send(record);
    },
  );

  app.put(
    '/vet-records/:id',
    { schema: { params: recordParamsSchema, body: vetRecordInputSchema, response: { 200: vetRecordSchema } } },
    async (request) => updateVetRecord(deps.db, currentUser(request), request.params.id, request.body),
  );

  app.delete('/vet-records/:id', { schema: { params: recordParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteVetRecord(deps.db, currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });
};

export default routes;
