// POST /api/report-cards/:id/media: a multipart upload (field `file`). Multipart is allowed in
// this plugin's scope only, with the largest size any report card file may have.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCardSchema } from '../../../common/trainer-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { addReportCardMedia, reportCardMediaUpload } from './report-card-media.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const rule = reportCardMediaUpload(deps.config.videoMaxBytes);
  await registerUploadParsing(app, rule.maxBytes);

  app.post(
    '/report-cards/:id/media',
    {
      preHandler: requireTrainer,
      config: { allowMultipart: true },
      schema: { params: idParamsSchema('Report card id'), response: { 201: reportCardSchema } },
    },
    async (request, reply) => {
      const card = await addReportCardMedia(deps, currentUser(request), request.params.id, () =>
        receiveUpload(request, deps.storage, rule),
      );
      return reply.status(201).send(card);
    },
  );
};

export default routes;
