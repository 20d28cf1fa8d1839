// GET /uploads/pets/:file (registered at the root, beside the web app, not under /api).
// Files are served with their checked type, nosniff and a private cache, so a shared cache never
// keeps one user's photo for another.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireUser } from '../../platform/auth-guard';
import { readableUpload } from './uploads.service';

const fileParamsSchema = z.object({ file: z.string().max(200) });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/uploads/pets/:file',
    { preHandler: requireUser, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const photo = await readableUpload(deps.db, deps.storage, currentUser(request), `pets/${request.params.file}`);
      return reply
        .type(photo.contentType)
        .header('content-length', photo.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.stream);
    },
  );
};

export default routes;
