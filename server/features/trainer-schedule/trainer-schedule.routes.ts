// Trainers' hours (issue 30's fixed API; decisions.md 64): GET/PUT /api/trainer/schedule for the
// signed-in approved trainer's own schedule (no id in the path: each reads and changes their own),
// and for staff GET /api/admin/trainers (who the trainers are) and GET /api/admin/trainers/:id/schedule.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainerListSchema, trainerScheduleInputSchema, trainerScheduleSchema } from '../../../common/trainer-schedule-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireStaff, trainersOnly } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { listTrainers, saveTrainerSchedule, staffTrainerSchedule, trainerSchedule } from './trainer-schedule.service';

export const TRAINERS_ONLY_SCHEDULE_MESSAGE = 'Only approved trainers have working hours.';
const requireApprovedTrainer = trainersOnly(TRAINERS_ONLY_SCHEDULE_MESSAGE);

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/trainer/schedule',
    { preHandler: requireApprovedTrainer, schema: { response: { 200: trainerScheduleSchema } } },
    async (request) => trainerSchedule(deps.db, currentUser(request).id, await settingsForRequest(deps, request)),
  );

  app.put(
    '/trainer/schedule',
    { preHandler: requireApprovedTrainer, schema: { body: trainerScheduleInputSchema, response: { 200: trainerScheduleSchema } } },
    async (request) => saveTrainerSchedule(deps.db, deps.config, currentUser(request).id, request.body),
  );

  app.get('/admin/trainers', { preHandler: requireStaff, schema: { response: { 200: trainerListSchema } } }, async () =>
    listTrainers(deps.db),
  );

  app.get(
    '/admin/trainers/:id/schedule',
    { preHandler: requireStaff, schema: { params: idParamsSchema('Trainer id'), response: { 200: trainerScheduleSchema } } },
    async (request) => staffTrainerSchedule(deps.db, request.params.id, await settingsForRequest(deps, request)),
  );
};

export default routes;
