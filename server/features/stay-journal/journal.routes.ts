// The stay journal (the fixed API, decisions.md 60): GET /api/bookings/:id/journal for the stay's
// owner, staff and the pet's trainers; POST /api/admin/bookings/:id/journal for staff and trainers
// of a pet in the stay; the author's correction (PATCH .../journal/:entryId) and media
// (POST .../journal/:entryId/media, multipart field `file`) within the hour. The daily digest job.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { journalCorrectionSchema, journalEntryInputSchema, journalEntrySchema, journalSchema } from '../../../common/journal-schemas';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { idSchema } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { receiveUpload, registerUploadParsing } from '../../platform/uploads/receive-upload';
import { scheduleRecurringJob } from '../../platform/jobs/recurring-job';
import { readBusinessSettings } from '../../domain/business/business-settings';
import { sendDueJournalDigests } from '../../domain/stay-journal/journal-digest';
import { addJournalMedia, journalMediaUpload } from './journal-media.service';
import { addJournalEntry, correctJournalEntry, readJournal } from './journal.service';

const bookingParams = idParamsSchema('Booking id');
const entryParams = z.object({ id: idSchema('Booking id'), entryId: idSchema('Entry id') });
const DIGEST_CHECK_MS = 15 * 60 * 1000;

// Multipart is allowed in this scope only, with the largest size a journal file may have.
const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const rule = journalMediaUpload(deps.config.videoMaxBytes);
  await registerUploadParsing(app, rule.maxBytes);
  app.post(
    '/admin/bookings/:id/journal/:entryId/media',
    { config: { allowMultipart: true }, schema: { params: entryParams, response: { 201: journalEntrySchema } } },
    async (request, reply) => {
      const { id, entryId } = request.params;
      const entry = await addJournalMedia(deps, currentUser(request), id, entryId, () => receiveUpload(request, deps.storage, rule));
      return reply.status(201).send(entry);
    },
  );
};

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/bookings/:id/journal', { schema: { params: bookingParams, response: { 200: journalSchema } } }, async (request) =>
    readJournal(deps.db, currentUser(request), request.params.id),
  );

  app.post(
    '/admin/bookings/:id/journal',
    { schema: { params: bookingParams, body: journalEntryInputSchema, response: { 201: journalEntrySchema } } },
    async (request, reply) => reply.status(201).send(await addJournalEntry(deps, currentUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/admin/bookings/:id/journal/:entryId',
    { schema: { params: entryParams, body: journalCorrectionSchema, response: { 200: journalEntrySchema } } },
    async (request) => correctJournalEntry(deps, currentUser(request), request.params.id, request.params.entryId, request.body),
  );

  await app.register(mediaRoutes, deps);
};

/** Every 15 minutes: the digests whose evening (or day) has come. */
export function scheduleJournalDigests(app: Parameters<typeof scheduleRecurringJob>[0], deps: AppDeps): void {
  scheduleRecurringJob(app, {
    name: 'The stay journal digests',
    everyMs: DIGEST_CHECK_MS,
    run: async () => {
      const { timeZone } = await readBusinessSettings(deps.db, deps.config);
      return sendDueJournalDigests(deps, timeZone);
    },
  });
}

export default routes;
