// Matrix rows: the stay journal (issue 28, decisions.md 60). The stay's owner, staff and a trainer
// working with its pet read the journal and its files; another owner or trainer gets 404. The
// writes live under /api/admin: staff (the world's entry is staff's) and the pet's trainer write;
// owners, other trainers and applicants get 403, and only an entry's author corrects it or adds media.
import { tinyPng } from '../../helpers/factories';
import { fileForm, type ObjectWorld } from '../../helpers/object-fixtures';
import type { CrossRequest, MatrixRequest, RouteMatrix } from './matrix-types';

const journalReaders = { strangers: ['ownerB', 'trainerB', 'applicant'], readers: ['trainerA', 'staff', 'admin'] } as const;

/** Who may never write for A's pet: 403 on the admin writes, with A's journal unchanged. */
const refusedWriters =
  (request: (w: ObjectWorld) => MatrixRequest, also: readonly 'trainerA'[] = []) =>
  (w: ObjectWorld) =>
    (['ownerB', 'trainerB', 'applicant', ...also] as const).map((as): CrossRequest => ({ as, status: 403, ...request(w) }));

const entryUrl = (w: ObjectWorld, entryId = w.a.journalEntryId) => `/api/admin/bookings/${w.a.stayId}/journal/${entryId}`;
const photoForm = () => fileForm('file', tinyPng, 'image/png', 'j.png');
const write = (w: ObjectWorld) => ({ url: `/api/admin/bookings/${w.a.stayId}/journal`, payload: { kind: 'note', note: 'Taken over' } });
const correct = (w: ObjectWorld) => ({ url: entryUrl(w), payload: { note: 'Taken over' } });
const media = (w: ObjectWorld) => ({ url: `${entryUrl(w)}/media`, payload: photoForm() });

export const journalRoutes: RouteMatrix = {
  'GET /api/bookings/:id/journal': {
    access: 'user',
    reaches: 'a stay’s journal',
    ...journalReaders,
    request: (w) => ({ url: `/api/bookings/${w.a.stayId}/journal` }),
    success: async (w) => ({ as: w.ownerA, url: `/api/bookings/${w.a.stayId}/journal`, status: 200, contains: w.marker }),
  },
  // trainerA works with A's pet, so writes for it (the default success call); staff wrote the world's entry.
  'POST /api/admin/bookings/:id/journal': {
    access: 'trainer',
    reaches: 'a stay’s journal',
    request: write,
    cross: refusedWriters(write),
    ok: 201,
  },
  // The world's entry is staff's: trainerA may write for the pet but not correct another's entry.
  'PATCH /api/admin/bookings/:id/journal/:entryId': {
    access: 'trainer',
    reaches: 'a journal entry',
    request: correct,
    cross: refusedWriters(correct, ['trainerA']),
    success: async (w, fresh) => ({
      as: w.trainerA,
      url: entryUrl(w, (await fresh.journalEntry()).id),
      payload: { note: 'Fetched well' },
      status: 200,
    }),
  },
  'POST /api/admin/bookings/:id/journal/:entryId/media': {
    access: 'trainer',
    reaches: 'a journal entry',
    request: media,
    cross: refusedWriters(media, ['trainerA']),
    success: async (w, fresh) => ({
      as: w.trainerA,
      url: `${entryUrl(w, (await fresh.journalEntry()).id)}/media`,
      payload: photoForm(),
      status: 201,
    }),
  },
  'GET /uploads/journal/:file': {
    access: 'user',
    reaches: 'a journal entry’s photo',
    ...journalReaders,
    request: (w) => ({ url: `/uploads/journal/${w.a.journalFile}` }),
  },
};
