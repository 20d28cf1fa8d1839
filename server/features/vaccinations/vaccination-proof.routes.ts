// POST /api/vaccinations/:id/proof: a multipart upload (field `proof`, a PDF or an image)
// replacing the record's proof.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vaccinationSchema } from '../../../common/vaccination-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { VACCINATION_PROOF_UPLOAD, setVaccinationProof } from './vaccination-proof.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerUploadParsing(app, VACCINATION_PROOF_UPLOAD.maxBytes);

  app.post(
    '/vaccinations/:id/proof',
    { config: { allowMultipart: true }, schema: { params: idParamsSchema('Vaccination id'), response: { 200: vaccinationSchema } } },
    async (request) =>
      setVaccinationProof(deps.db, deps.storage, currentUser(request), request.params.id, () =>
        receiveUpload(request, deps.storage, VACCINATION_PROOF_UPLOAD),
      ),
  );
};

export default routes;
