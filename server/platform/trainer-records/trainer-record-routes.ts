// The routes of a trainer's records about a pet (training sessions, assessments, report cards):
// GET /api/pets/:petId/<records> (the pet's owner and its client trainers), POST the same path (a
// trainer, for a client pet), PUT and DELETE /api/<records>/:id (the trainer who wrote it). Each
// feature calls this with its schemas and its services, so the three keep one shape: the same
// paths, statuses and guards. The services decide who may (requireAccess, requireClientPet).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireTrainer, type SessionUser } from '../auth-guard';
import { idParamsSchema, petParamsSchema } from '../route-params';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export type TrainerRecordRoutes<Input extends z.ZodType, Record extends z.ZodType, List extends z.ZodType> = {
  /** The records' path segment: 'sessions' answers /pets/:petId/sessions and /sessions/:id. */
  path: string;
  /** Names the id in a bad id's message: 'Session id'. */
  idLabel: string;
  schemas: { input: Input; record: Record; list: List };
  list(user: SessionUser, petId: number): Promise<z.output<List>>;
  create(user: SessionUser, petId: number, input: z.output<Input>): Promise<z.output<Record>>;
  /** Left out for records that are never edited (report cards: delete and write a new one). */
  update?(user: SessionUser, id: number, input: z.output<Input>): Promise<z.output<Record>>;
  remove(user: SessionUser, id: number): Promise<void>;
};

export function registerTrainerRecordRoutes<Input extends z.ZodType, Record extends z.ZodType, List extends z.ZodType>(
  app: ZodApp,
  records: TrainerRecordRoutes<Input, Record, List>,
): void {
  const { path } = records;
  const recordParams = idParamsSchema(records.idLabel);
  // Fastify's types cannot follow a schema that is a type parameter: the routes see plain zod
  // schemas, and the body is typed back from `Input` (the schema has validated it).
  const schemas = records.schemas as { input: z.ZodType; record: z.ZodType; list: z.ZodType };

  app.get(`/pets/:petId/${path}`, { schema: { params: petParamsSchema, response: { 200: schemas.list } } }, async (request) =>
    records.list(currentUser(request), request.params.petId),
  );

  app.post(
    `/pets/:petId/${path}`,
    { preHandler: requireTrainer, schema: { params: petParamsSchema, body: schemas.input, response: { 201: schemas.record } } },
    async (request, reply) =>
      reply.status(201).send(await records.create(currentUser(request), request.params.petId, request.body as z.output<Input>)),
  );

  const { update } = records;
  if (update) {
    app.put(
      `/${path}/:id`,
      { preHandler: requireTrainer, schema: { params: recordParams, body: schemas.input, response: { 200: schemas.record } } },
      async (request) => update(currentUser(request), request.params.id, request.body as z.output<Input>),
    );
  }

  app.delete(
    `/${path}/:id`,
    { preHandler: requireTrainer, schema: { params: recordParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await records.remove(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
