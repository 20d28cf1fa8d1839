// Training programs (issue 8): the catalogue and its detail (public), create and update
// (trainers; only the author updates), enrolment per pet, the pets' enrolments, and the training
// prompt PDF. Handlers parse and reply; the services decide.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrollInputSchema,
  enrollmentSchema,
  enrollmentStatusSchema,
  programInputSchema,
  programSchema,
  programSummarySchema,
  withdrawResultSchema,
} from '../../../common/program-schemas';
import { confirmEnrollmentPaid } from '../../domain/enrollments/enrollment-payments';
import { withdrawEnrollment } from '../../domain/enrollments/withdraw-enrollment';
import { ENROLLMENT_LABEL } from '../../domain/enrollments/enrollment-rows';
import { programEnrollments } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { enrollmentViews } from './enrollment-view';
import { TRAINING_PROMPT_FILE_NAME } from '../../../common/training-prompt';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, loadSessionUser } from '../../platform/auth-guard';
import { notFound, unauthorized } from '../../platform/errors';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema, petParamsSchema } from '../../platform/route-params';
import { listOwnEnrollments, listPetEnrollments } from './enrollment-list.service';
import { enrollmentStatus, enrollPet } from './enrollment.service';
import { ENROL_LOGIN_REQUIRED, MINE_LOGIN_REQUIRED, TRAINERS_ONLY_CHANGE, TRAINERS_ONLY_CREATE } from './program-messages';
import { getVisibleProgram, listPrograms } from './program-queries';
import { createProgram, updateProgram } from './program-save.service';
import { createPublishLimit } from './publish-limit';
import { trainingPromptPdf } from './training-prompt-pdf';
import { trainersOrApplicants } from './program-builder-access';
import { programThumbnailUploadRoutes } from './program-thumbnail.routes';

const paramsSchema = idParamsSchema('Program id');

const programListQuerySchema = listQuerySchema.extend({
  mine: z.enum(['true', 'false'], { error: 'Mine must be true or false' }).optional(),
});

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const publishAllowance = createPublishLimit(deps.createLimiter);
  // Its own scope: multipart parsing for the thumbnail upload only.
  await app.register(programThumbnailUploadRoutes, deps);
  app.get(
    '/training-programs',
    // Public; `mine=true` needs a signed-in caller, with its own words.
    // Summaries: the catalogue is public, and each program's content is only on its detail route (issue 27, item 7).
    { config: { public: true }, schema: { querystring: programListQuerySchema, response: { 200: z.array(programSummarySchema) } } },
    async (request, reply) => {
      const viewer = await loadSessionUser(request);
      const mine = request.query.mine === 'true';
      if (mine && !viewer) throw unauthorized(MINE_LOGIN_REQUIRED);
      return sendPage(reply, await listPrograms(deps.db, viewer, { ...request.query, mine }));
    },
  );

  app.get(
    '/training-programs/:id',
    { config: { public: true }, schema: { params: paramsSchema, response: { 200: programSchema } } },
    async (request) => getVisibleProgram(deps.db, await loadSessionUser(request), request.params.id),
  );

  app.post(
    '/training-programs',
    { preHandler: trainersOrApplicants(TRAINERS_ONLY_CREATE), schema: { body: programInputSchema, response: { 201: programSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await createProgram(deps.db, user, request.body, publishAllowance(user.id, reply)));
    },
  );

  app.put(
    '/training-programs/:id',
    {
      preHandler: trainersOrApplicants(TRAINERS_ONLY_CHANGE),
      schema: { params: paramsSchema, body: programInputSchema, response: { 200: programSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return updateProgram(deps.db, user, request.params.id, request.body, publishAllowance(user.id, reply));
    },
  );

  app.get(
    '/training-programs/:id/enrollment-status',
    { schema: { params: paramsSchema, response: { 200: enrollmentStatusSchema } } },
    async (request) => enrollmentStatus(deps.db, currentUser(request), request.params.id),
  );

  app.post(
    '/training-programs/:id/enroll',
    // decisions.md 36 (roles): a signed-out enrolment is refused with its own words.
    {
      config: { signedOutMessage: ENROL_LOGIN_REQUIRED },
      schema: { params: paramsSchema, body: enrollInputSchema, response: { 200: enrollmentSchema, 201: enrollmentSchema } },
    },
    async (request, reply) => {
      // A priced program's pending enrolment asked for again is returned as it is (decisions.md 72).
      const { enrollment, created } = await enrollPet(deps, currentUser(request), request.params.id, request.body.petId);
      return reply.status(created ? 201 : 200).send(enrollment);
    },
  );

  const enrollmentParams = idParamsSchema('Enrolment id');
  /** The caller's own enrolment (a withdrawn one included), or 404. */
  const ownEnrollment = async (userId: number, id: number) => {
    const [view] = await enrollmentViews(deps.db, and(eq(programEnrollments.id, id), eq(programEnrollments.userId, userId)));
    if (!view) throw notFound(ENROLLMENT_LABEL);
    return view;
  };

  app.get('/enrollments/:id', { schema: { params: enrollmentParams, response: { 200: enrollmentSchema } } }, async (request) =>
    ownEnrollment(currentUser(request).id, request.params.id),
  );

  // After Stripe's page: the server asks the provider before it answers the enrolment paid (409 if not).
  app.post(
    '/enrollments/:id/confirm-payment',
    { schema: { params: enrollmentParams, response: { 200: enrollmentSchema } } },
    async (request) => {
      const user = currentUser(request);
      const enrollment = await confirmEnrollmentPaid(deps, user, request.params.id);
      return ownEnrollment(user.id, enrollment.id);
    },
  );

  // Withdraw (decisions.md 72): free removed, pending cancelled, paid refunded under the rule.
  app.post('/enrollments/:id/cancel', { schema: { params: enrollmentParams, response: { 200: withdrawResultSchema } } }, async (request) =>
    withdrawEnrollment(deps, currentUser(request), request.params.id),
  );

  app.get(
    '/enrollments',
    { schema: { querystring: listQuerySchema, response: { 200: z.array(enrollmentSchema) } } },
    async (request, reply) => sendPage(reply, await listOwnEnrollments(deps.db, currentUser(request), request.query)),
  );

  app.get(
    '/pets/:petId/enrollments',
    { schema: { params: petParamsSchema, querystring: listQuerySchema, response: { 200: z.array(enrollmentSchema) } } },
    async (request, reply) => sendPage(reply, await listPetEnrollments(deps.db, currentUser(request), request.params.petId, request.query)),
  );

  app.get('/dog-training-prompt.pdf', { config: { public: true } }, async (_request, reply) =>
    reply
      // Chrome shows an inline PDF through an <embed>, which the app's CSP (object-src 'none')
      // would block; this document is our own and runs no script.
      .removeHeader('content-security-policy')
      // Its viewer may wrap it in a frame of our own origin: framing by our own pages only, as before
      // the app-wide DENY (a script-free public document gains nothing from clickjacking).
      .header('x-frame-options', 'SAMEORIGIN')
      .type('application/pdf')
      // The same document for everyone: unlike the rest of the API it may be cached.
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `inline; filename="${TRAINING_PROMPT_FILE_NAME}"`)
      .send(Buffer.from(await trainingPromptPdf())),
  );
};

export default routes;
