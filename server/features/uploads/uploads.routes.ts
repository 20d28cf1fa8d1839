// GET /uploads/<area>/:file for pet photos, skill videos, vaccination proofs and report card
// media (registered at the root, beside the web app, not under /api). Files are served with their
// checked type, nosniff and `private, no-cache`: a shared cache never keeps one user's file for
// another, and the browser asks again before reusing its copy, so a proof whose access ended (a
// pet archived, a trainer no longer assigned) is not shown from the cache for an hour (issue 27,
// item 9). Range requests get 206 (or 416), so a video plays and seeks without being downloaded whole.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import {
  JOURNAL_AREA,
  MESSAGE_AREA,
  PET_PHOTO_AREA,
  REPORT_CARD_AREA,
  SKILL_VIDEO_AREA,
  TRAINER_PHOTO_AREA,
  VACCINATION_PROOF_AREA,
} from '../../platform/access/resources';
import { currentUser, requireSignIn } from '../../platform/auth-guard';
import { readableUpload } from './uploads.service';

/** Only the user's own browser may keep a copy, and it revalidates before every use. */
export const UPLOAD_CACHE_CONTROL = 'private, no-cache';

const fileParamsSchema = z.object({ file: z.string().max(200) });

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Files sit outside the API's tree, so this tree has its own login check.
  app.addHook('onRequest', requireSignIn);

  const serve = (area: string) => async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const served = await readableUpload(
      deps.db,
      deps.storage,
      currentUser(request),
      `${area}/${request.params.file}`,
      request.headers.range,
    );
    reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff').header('cache-control', UPLOAD_CACHE_CONTROL);
    if (served.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${served.size}`)
        .send({ message: 'The requested range is not in the file.' });
    }
    reply.type(served.contentType).header('content-disposition', 'inline');
    if (served.range) {
      const { start, end } = served.range;
      reply.status(206).header('content-range', `bytes ${start}-${end}/${served.size}`);
      return reply.header('content-length', end - start + 1).send(served.stream);
    }
    return reply.header('content-length', served.size).send(served.stream);
  };

  for (const area of [
    PET_PHOTO_AREA,
    SKILL_VIDEO_AREA,
    VACCINATION_PROOF_AREA,
    REPORT_CARD_AREA,
    JOURNAL_AREA,
    MESSAGE_AREA,
    TRAINER_PHOTO_AREA,
  ]) {
    app.get(`/uploads/${area}/:file`, { schema: { params: fileParamsSchema } }, serve(area));
  }
};

export default routes;
