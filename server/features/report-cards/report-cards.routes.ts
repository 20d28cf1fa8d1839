// Report cards: GET/POST /api/pets/:petId/report-cards, DELETE /api/report-cards/:id (a card is
// never edited) and (its own multipart scope) POST /api/report-cards/:id/media.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCardInputSchema, reportCardListSchema, reportCardSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { registerTrainerRecordRoutes } from '../../platform/trainer-records/trainer-record-routes';
import reportCardMediaRoutes from './report-card-media.routes';
import { createReportCard, deleteReportCard, listPetReportCards } from './report-cards.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  registerTrainerRecordRoutes(app, {
    path: 'report-cards',
    idLabel: 'Report card id',
    schemas: { input: reportCardInputSchema, record: reportCardSchema, list: reportCardListSchema },
    list: (user, petId) => listPetReportCards(deps.db, user, petId),
    create: (user, petId, input) => createReportCard(deps, user, petId, input),
    remove: (user, id) => deleteReportCard(deps, user, id),
  });

  await app.register(reportCardMediaRoutes, deps);
};

export default routes;
