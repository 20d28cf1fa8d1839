// The business (decisions.md 51): GET /api/business (public: name, prices, slots, policies,
// required vaccines: what the landing page, the booking dialog and the vaccination status read),
// and for admins GET/PUT /api/admin/settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBusinessSchema, settingsUpdateSchema, versionedSettingsSchema } from '../../../common/business-settings';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireAdmin } from '../../platform/auth-guard';
import { updateSettings } from './settings.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/business', { config: { public: true }, schema: { response: { 200: publicBusinessSchema } } }, async () => {
    // Capacity stays the business's own business; the rest is what every client prices from.
    const {
      version: _version,
      boardingCapacity: _boarding,
      daycareCapacity: _daycare,
      // Saved replies are the staff inbox's (decisions.md 63), not the public's.
      savedReplies: _savedReplies,
      ...business
    } = await readBusinessSettings(deps.db, deps.config);
    return business;
  });

  app.get('/admin/settings', { preHandler: requireAdmin, schema: { response: { 200: versionedSettingsSchema } } }, async () =>
    readBusinessSettings(deps.db, deps.config),
  );

  app.put(
    '/admin/settings',
    { preHandler: requireAdmin, schema: { body: settingsUpdateSchema, response: { 200: versionedSettingsSchema } } },
    async (request) => updateSettings(deps, currentUser(request), request.body),
  );
};

export default routes;
