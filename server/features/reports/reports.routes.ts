// GET /api/admin/reports/:name?from&to and GET /api/admin/reports/:name.csv?from&to (the fixed
// API, decisions.md 62): the business's reports, for admins only (staff get 403 as for the
// settings). The CSV is the same report as the JSON, one line per row of its table.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportParamsSchema, reportQuerySchema, reportSchema } from '../../../common/report-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { requireAdmin } from '../../platform/auth-guard';
import { reportCsv } from './report-csv';
import { businessReport } from './reports.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/reports/:name',
    { preHandler: requireAdmin, schema: { params: reportParamsSchema, querystring: reportQuerySchema, response: { 200: reportSchema } } },
    async (request) => businessReport(deps, request.params.name, request.query),
  );

  app.get(
    '/admin/reports/:name.csv',
    { preHandler: requireAdmin, schema: { params: reportParamsSchema, querystring: reportQuerySchema } },
    async (request, reply) => {
      const report = await businessReport(deps, request.params.name, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.name}-${report.from}-${report.to}.csv"`)
        .send(reportCsv(report));
    },
  );
};

export default routes;
