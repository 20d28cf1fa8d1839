// Program thumbnails (issue 27, item 13): the builder uploads the image here and the program keeps
// the address it gets. POST /api/training-programs/thumbnail (trainers and applicants, multipart
// field `image`: JPEG, PNG or WebP up to 2 MB, judged by its bytes) answers `{thumbnail}`; the file
// is served to everyone at /uploads/program-thumbnails/<file>, since the catalogue is public.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROGRAM_THUMBNAIL_AREA, THUMBNAIL_MAX_BYTES, THUMBNAIL_TOO_LARGE_MESSAGE } from '../../../common/program-thumbnail';
import { PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { receiveUpload, registerUploadParsing, type UploadRule } from '../../platform/uploads/receive-upload';
import { IMAGE_EXTENSION_BY_TYPE, imageTypeOfKey, isValidUploadKey } from '../../platform/uploads/storage';
import { trainersOrApplicants } from './program-builder-access';
import { TRAINERS_ONLY_CREATE } from './program-messages';

export const PROGRAM_THUMBNAIL_UPLOAD: UploadRule = {
  field: 'image',
  maxBytes: THUMBNAIL_MAX_BYTES,
  accept: IMAGE_EXTENSION_BY_TYPE,
  area: PROGRAM_THUMBNAIL_AREA,
  messages: { missing: 'Please choose an image to upload.', tooLarge: THUMBNAIL_TOO_LARGE_MESSAGE, wrongType: PHOTO_WRONG_TYPE_MESSAGE },
};

/** Under /api. */
export const programThumbnailUploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerUploadParsing(app, THUMBNAIL_MAX_BYTES);
  app.post(
    '/training-programs/thumbnail',
    {
      config: { allowMultipart: true },
      preHandler: trainersOrApplicants(TRAINERS_ONLY_CREATE),
      schema: { response: { 201: z.object({ thumbnail: z.string() }) } },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request, deps.storage, PROGRAM_THUMBNAIL_UPLOAD);
      return reply.status(201).send({ thumbnail: upload.address });
    },
  );
};

const fileParamsSchema = z.object({ file: z.string().max(200) });

/** At the root, beside the other uploads: public, as the catalogue that shows them. */
export const programThumbnailFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    `/uploads/${PROGRAM_THUMBNAIL_AREA}/:file`,
    { config: { public: true }, schema: { params: fileParamsSchema } },
    async (request, reply) => {
      const key = `${PROGRAM_THUMBNAIL_AREA}/${request.params.file}`;
      const contentType = isValidUploadKey(key) ? imageTypeOfKey(key) : undefined;
      const stored = contentType ? await deps.storage.get(key) : null;
      if (!contentType || !stored) throw notFound('The file');
      return (
        reply
          .type(contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // Public and never changed (a new image gets a new random name): any cache may keep it.
          .header('cache-control', 'public, max-age=86400')
          .header('content-length', stored.size)
          .send(stored.stream)
      );
    },
  );
};
