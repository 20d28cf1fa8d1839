// The business (decisions.md 51): GET /api/business (public: name, prices, slots, policies,
// required vaccines: what the landing page, the booking dialog and the vaccination status read),
// and for admins GET/PUT /api/admin/settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBusinessSchema, settingsUpdateSchema, versionedSettingsSchema } from '../../../common/business-settings';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireAdmin } from '../../platform/auth-guard';
import { updateSettings } from './settings.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/business', { config: { public: true }, schema: { response: { 200: publicBusinessSchema } } }, async (request) => {
    // Capacity and the staff's saved replies stay the business's own; the rest is what every client prices from.
    const {
      version: _version,
      boardingCapacity: _boarding,
      daycareCapacity: _daycare,
      savedReplies: _savedReplies,
      ...business
    } = await settingsForRequest(deps, request);
    return business;
  });

  app.get('/admin/settings', { preHandler: requireAdmin, schema: { response: { 200: versionedSettingsSchema } } }, async (request) =>
    settingsForRequest(deps, request),
  );

  app.put(
    '/admin/settings',
    { preHandler: requireAdmin, schema: { body: settingsUpdateSchema, response: { 200: versionedSettingsSchema } } },
    async (request) => updateSettings(deps, currentUser(request), request.body),
  );
};

export default routes;
