// GET /api/trainer/analytics?from&to, GET /api/trainer/analytics.csv?chart=&from&to and the
// owner's smaller view, GET /api/pets/:petId/progress-summary.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsCsvQuerySchema,
  analyticsQuerySchema,
  progressSummarySchema,
  trainerAnalyticsSchema,
} from '../../../common/trainer-analytics-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { petParamsSchema } from '../../platform/route-params';
import { analyticsCsv } from './analytics-csv';
import { analyticsRange } from './analytics-range';
import { trainerAnalytics } from './analytics.service';
import { progressSummary } from './progress-summary.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Days in the business's zone, occupancy against its capacity: both from its settings.
  const business = (request: FastifyRequest) => settingsForRequest(deps, request);

  app.get(
    '/trainer/analytics',
    { preHandler: requireTrainer, schema: { querystring: analyticsQuerySchema, response: { 200: trainerAnalyticsSchema } } },
    async (request) => {
      const { timeZone, boardingCapacity } = await business(request);
      return trainerAnalytics(deps.db, currentUser(request), analyticsRange(request.query, timeZone), boardingCapacity);
    },
  );

  app.get(
    '/trainer/analytics.csv',
    { preHandler: requireTrainer, schema: { querystring: analyticsCsvQuerySchema } },
    async (request, reply) => {
      const { timeZone, boardingCapacity } = await business(request);
      const range = analyticsRange(request.query, timeZone);
      const csv = await analyticsCsv(deps.db, currentUser(request), request.query.chart, range, boardingCapacity);
      const fileName = `${request.query.chart}-${range.from}-to-${range.to}.csv`;
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );

  app.get(
    '/pets/:petId/progress-summary',
    { schema: { params: petParamsSchema, response: { 200: progressSummarySchema } } },
    async (request) => progressSummary(deps.db, currentUser(request), request.params.petId, (await business(request)).timeZone),
  );
};

export default routes;
