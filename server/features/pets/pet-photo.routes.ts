// POST /api/pets/:petId/photo: a multipart upload (field `photo`) replacing the profile photo.
// Multipart parsing is registered in this scope only; every other route stays JSON-only.
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { petSchema } from '../../../common/pet-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { HttpError, badRequest } from '../../platform/errors';
import { petParamsSchema, requireOwnedPet } from '../../platform/pet-access';
import { PET_PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import { setPetPhoto } from './pet-photo.service';

const NO_PHOTO_MESSAGE = 'Please choose a photo to upload.';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, { limits: { fileSize: PET_PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 20 } });

  app.post(
    '/pets/:petId/photo',
    { config: { allowMultipart: true }, schema: { params: petParamsSchema, response: { 200: petSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      await requireOwnedPet(deps.db, userId, request.params.petId);
      const bytes = await readPhoto(request);
      return setPetPhoto(deps.db, deps.storage, userId, request.params.petId, bytes);
    },
  );
};

/** The uploaded file's bytes; 413 past 5 MB, 400 without a file or for a broken form. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, PHOTO_WRONG_TYPE_MESSAGE, { photo: PHOTO_WRONG_TYPE_MESSAGE });
  try {
    const file = await request.file();
    if (!file) throw badRequest(NO_PHOTO_MESSAGE, { photo: NO_PHOTO_MESSAGE });
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
}

/** Turns @fastify/multipart's and busboy's errors into clear client errors (never a 500). */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, PHOTO_TOO_LARGE_MESSAGE, { photo: PHOTO_TOO_LARGE_MESSAGE });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, 'Send one photo at a time, with no other fields.');
  }
  // Everything else the parser throws means the body was not a well-formed multipart form.
  return badRequest('The upload was cut short or is not a valid form. Please try again.');
}

export default routes;
