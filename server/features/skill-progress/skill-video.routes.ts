// POST /api/skill-progress/:id/video: a multipart upload (field `video`) of the trainer's video
// proof. Multipart is allowed in this plugin's scope only, with the video's own size limit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { skillProgressSchema } from '../../../common/skill-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireTrainer } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { addSkillVideo, skillVideoUpload } from './skill-video.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const rule = skillVideoUpload(deps.config.videoMaxBytes);
  await registerUploadParsing(app, rule.maxBytes);

  app.post(
    '/skill-progress/:id/video',
    {
      preHandler: requireTrainer,
      config: { allowMultipart: true },
      schema: { params: idParamsSchema('Skill progress id'), response: { 201: skillProgressSchema } },
    },
    async (request, reply) => {
      const progress = await addSkillVideo(deps, currentUser(request), request.params.id, () => receiveUpload(request, deps.storage, rule));
      return reply.status(201).send(progress);
    },
  );
};

export default routes;
