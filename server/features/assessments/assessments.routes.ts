// Behaviour assessments: GET/POST /api/pets/:petId/assessments, PUT/DELETE /api/assessments/:id.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessmentInputSchema, assessmentListSchema, assessmentSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { registerTrainerRecordRoutes } from '../../platform/trainer-records/trainer-record-routes';
import { createAssessment, deleteAssessment, listPetAssessments, updateAssessment } from './assessments.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  registerTrainerRecordRoutes(app, {
    path: 'assessments',
    idLabel: 'Assessment id',
    schemas: { input: assessmentInputSchema, record: assessmentSchema, list: assessmentListSchema },
    list: (user, petId) => listPetAssessments(db, user, petId),
    create: (user, petId, input) => createAssessment(db, user, petId, input),
    update: (user, id, input) => updateAssessment(db, user, id, input),
    remove: (user, id) => deleteAssessment(db, user, id),
  });
};

export default routes;
