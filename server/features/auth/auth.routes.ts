import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/app-deps';

// Routes are added by the auth feature work in progress.
const routes: FastifyPluginAsyncZod<AppDeps> = async () => {};

export default routes;
