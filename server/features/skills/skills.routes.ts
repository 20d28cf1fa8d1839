// The skills catalogue: GET /api/training-skills and /categories (public, decisions.md 49: public API) and
// GET /api/training-skills/:id/eligibility (signed in: which of the caller's pets can have it).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { petSkillEligibilityListSchema, skillCategoriesSchema, skillSchema } from '../../../common/skill-schemas';
import { z } from 'zod';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { listCategories, listPublishedSkills, skillEligibility } from './skills.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/training-skills', { config: { public: true }, schema: { response: { 200: z.array(skillSchema) } } }, async () =>
    listPublishedSkills(deps.db),
  );

  app.get('/training-skills/categories', { config: { public: true }, schema: { response: { 200: skillCategoriesSchema } } }, async () =>
    listCategories(deps.db),
  );

  app.get(
    '/training-skills/:id/eligibility',
    { schema: { params: idParamsSchema('Skill id'), response: { 200: petSkillEligibilityListSchema } } },
    async (request) =>
      skillEligibility(deps.db, currentUser(request), request.params.id, (await settingsForRequest(deps, request)).timeZone),
  );
};

export default routes;
