import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps';

// The database is migrated before the app is built, so answering means it is ready.
const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });
};

export default healthRoutes;
