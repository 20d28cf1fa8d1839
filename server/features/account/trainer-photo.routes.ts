// POST /api/user/photo: a multipart upload (field `file`) replacing a trainer's public photo
// (decisions.md 66); the answer is the signed-in user, as GET /api/user gives it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUserSchema } from '../../../common/auth-schemas';
import { userProfile } from '../../domain/accounts/user-profile';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { TRAINER_PHOTO_UPLOAD, setTrainerPhoto } from './trainer-photo.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerUploadParsing(app, TRAINER_PHOTO_UPLOAD.maxBytes);

  app.post('/user/photo', { config: { allowMultipart: true }, schema: { response: { 200: publicUserSchema } } }, async (request) => {
    const user = currentUser(request);
    await setTrainerPhoto(deps.db, deps.storage, user, () => receiveUpload(request, deps.storage, TRAINER_PHOTO_UPLOAD));
    return userProfile(deps.db, user);
  });
};

export default routes;
