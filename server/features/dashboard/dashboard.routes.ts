// GET /api/dashboard: the signed-in user's summary figures and recent activity.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '../../../common/dashboard-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { dashboardSummary } from './dashboard.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/dashboard', { schema: { response: { 200: dashboardSummarySchema } } }, async (request) =>
    dashboardSummary(deps.db, currentUser(request)),
  );
};

export default routes;
