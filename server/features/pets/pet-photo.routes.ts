// POST /api/pets/:petId/photo: a multipart upload (field `photo`) replacing the profile photo.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { petSchema } from '../../../common/pet-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { petParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { PET_PHOTO_UPLOAD, setPetPhoto } from './pet-photo.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerUploadParsing(app, PET_PHOTO_UPLOAD.maxBytes);

  app.post(
    '/pets/:petId/photo',
    { config: { allowMultipart: true }, schema: { params: petParamsSchema, response: { 200: petSchema } } },
    async (request) => {
      const user = currentUser(request);
      return setPetPhoto(deps.db, deps.storage, user, request.params.petId, () => receiveUpload(request, deps.storage, PET_PHOTO_UPLOAD));
    },
  );
};

export default routes;
