// Vaccinations (issue 12): GET/POST /api/pets/:petId/vaccinations, PUT/DELETE
// /api/vaccinations/:id, GET /api/pets/:petId/vaccination-status, GET /api/vaccines-due (the
// pets list's badges in one answer), the proof upload, and staff's check of the proofs.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  vaccinationInputSchema,
  vaccinationSchema,
  vaccinationStatusQuerySchema,
  vaccinationStatusSchema,
  vaccinesDueSchema,
} from '../../../common/vaccination-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import vaccinationProofRoutes from './vaccination-proof.routes';
import vaccinationReviewRoutes from './vaccination-review.routes';
import { petVaccinationStatus } from './vaccination-status.service';
import { ownPetsWithVaccinesDue } from './vaccines-due.service';
import { createVaccination, deleteVaccination, listVaccinations, updateVaccination } from './vaccinations.service';

const recordParamsSchema = idParamsSchema('Vaccination id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The business's vaccine policy and requirements, from its settings (decisions.md 51).
  const vaccineRules = async (request: FastifyRequest) => {
    const { vaccines, timeZone } = await settingsForRequest(deps, request);
    return { vaccines, timeZone };
  };

  app.get(
    '/pets/:petId/vaccinations',
    { schema: { params: petParamsSchema, querystring: listQuerySchema, response: { 200: z.array(vaccinationSchema) } } },
    async (request, reply) => sendPage(reply, await listVaccinations(deps.db, currentUser(request), request.params.petId, request.query)),
  );

  app.post(
    '/pets/:petId/vaccinations',
    { schema: { params: petParamsSchema, body: vaccinationInputSchema, response: { 201: vaccinationSchema } } },
    async (request, reply) => {
      const record = await createVaccination(deps.db, currentUser(request), request.params.petId, request.body);
      return reply.status(201).send(record);
    },
  );

  app.put(
    '/vaccinations/:id',
    { schema: { params: recordParamsSchema, body: vaccinationInputSchema, response: { 200: vaccinationSchema } } },
    async (request) => updateVaccination(deps.db, currentUser(request), request.params.id, request.body),
  );

  app.delete('/vaccinations/:id', { schema: { params: recordParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await deleteVaccination(deps.db, deps.storage, currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/pets/:petId/vaccination-status',
    { schema: { params: petParamsSchema, querystring: vaccinationStatusQuerySchema, response: { 200: vaccinationStatusSchema } } },
    async (request) =>
      petVaccinationStatus(deps.db, currentUser(request), request.params.petId, {
        through: request.query.through,
        ...(await vaccineRules(request)),
      }),
  );

  app.get('/vaccines-due', { schema: { response: { 200: vaccinesDueSchema } } }, async (request) => ({
    petIds: await ownPetsWithVaccinesDue(
      deps.db,
      currentUser(request),
      await vaccineRules(request).then(({ timeZone, vaccines }) => ({ timeZone, rules: vaccines })),
    ),
  }));

  await app.register(vaccinationProofRoutes, deps);
  await app.register(vaccinationReviewRoutes, deps);
};

export default routes;
