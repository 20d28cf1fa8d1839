// GET /uploads/pets/:file and /uploads/vaccinations/:file (registered at the root, beside the web
// app, not under /api). Files are served with their checked type, nosniff and a private cache, so
// a shared cache never keeps one user's photo or vaccination proof for another.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/app-deps';
import { PET_PHOTO_AREA, VACCINATION_PROOF_AREA } from '../../platform/access/resources';
import { currentUser, requireUser } from '../../platform/auth-guard';
import { readableUpload } from './uploads.service';

const fileParamsSchema = z.object({ file: z.string().max(200) });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  for (const area of [PET_PHOTO_AREA, VACCINATION_PROOF_AREA]) {
    app.get(`/uploads/${area}/:file`, { preHandler: requireUser, schema: { params: fileParamsSchema } }, async (request, reply) => {
      const file = await readableUpload(deps.db, deps.storage, currentUser(request), `${area}/${request.params.file}`);
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(file.stream);
    });
  }
};

export default routes;
