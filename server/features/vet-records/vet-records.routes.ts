// Vet records: GET/POST /api/pets/:petId/vet-records, PUT/DELETE /api/vet-records/:id.
// SPEC's client reads a failure's text from `error`, so every error here also carries it.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vetRecordInputSchema, vetRecordSchema } from '../../../common/pet-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireUser } from '../../platform/auth-guard';
import { createVetRecord, deleteVetRecord, listVetRecords, updateVetRecord } from './vet-records.service';
import { copyMessageToError } from './error-field';

// Ids are PostgreSQL integers: anything larger would be a database error, not a 404.
const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a whole number`)
    .max(2_147_483_647, `${label} must be a whole number`);

const petParamsSchema = z.object({ petId: id('Pet id') });
const recordParamsSchema = z.object({ id: id('Record id') });
const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1, 'Limit must be between 1 and 500').max(500, 'Limit must be between 1 and 500').default(200),
  cursor: id('Cursor').optional(),
});

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onSend', copyMessageToError);
  app.addHook('onRequest', requireUser);

  app.get(
    '/pets/:petId/vet-records',
    { schema: { params: petParamsSchema, querystring: listQuerySchema, response: { 200: z.array(vetRecordSchema) } } },
    async (request, reply) => {
      const page = await listVetRecords(deps.db, currentUser(request), request.params.petId, request.query);
      if (page.nextCursor !== null) reply.header('x-next-cursor', String(page.nextCursor));
      return page.items;
    },
  );

  app.post(
    '/pets/:petId/vet-records',
    { schema: { params: petParamsSchema, body: vetRecordInputSchema, response: { 201: vetRecordSchema } } },
    async (request, reply) => {
      const record = await createVetRecord(deps.db, currentUser(request).id, request.params.petId, request.body);
      return reply.status(201).send(record);
    },
  );

  app.put(
    '/vet-records/:id',
    { schema: { params: recordParamsSchema, body: vetRecordInputSchema, response: { 200: vetRecordSchema } } },
    async (request) => updateVetRecord(deps.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete('/vet-records/:id', { schema: { params: recordParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteVetRecord(deps.db, currentUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });
};

export default routes;
