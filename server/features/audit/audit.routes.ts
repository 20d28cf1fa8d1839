// The audit log, admins only (decisions.md 50): GET /api/admin/audit?actor&kind&from&to&cursor&limit
// and GET /api/admin/audit.csv with the same filters. Nothing here (or anywhere) deletes a row.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_KINDS, auditEntrySchema } from '../../../common/admin-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { requireAdmin } from '../../platform/auth-guard';
import { idSchema, listQuerySchema, sendPage } from '../../platform/list-query';
import { auditCsv, auditPage } from './audit.service';

const filtersShape = {
  actor: idSchema('actor').optional(),
  kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(', ')}` }).optional(),
  from: z.iso.date({ error: 'from must be a date like 2027-03-05' }).optional(),
  to: z.iso.date({ error: 'to must be a date like 2027-03-05' }).optional(),
};
const pageQuerySchema = listQuerySchema.extend(filtersShape);
const csvQuerySchema = z.strictObject(filtersShape);

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const zone = async (request: FastifyRequest) => (await settingsForRequest(deps, request)).timeZone;

  app.get(
    '/admin/audit',
    { preHandler: requireAdmin, schema: { querystring: pageQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (request, reply) => sendPage(reply, await auditPage(deps.db, request.query, await zone(request))),
  );

  app.get('/admin/audit.csv', { preHandler: requireAdmin, schema: { querystring: csvQuerySchema } }, async (request, reply) => {
    const csv = await auditCsv(deps.db, request.query, await zone(request));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="audit-log.csv"').send(csv);
  });
};

export default routes;
