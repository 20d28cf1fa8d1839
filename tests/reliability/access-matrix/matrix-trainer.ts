// Matrix rows: the trainer's work on client pets (skill progress and videos, sessions,
// assessments, report cards and media), the pet's timeline and progress, and trainer dashboards.
import { tinyMp4, tinyPng } from '../../helpers/factories';
import { fileForm, type ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';
import { readPetRecords, trainerOwned } from './audiences';

const session = (w: ObjectWorld) => ({ date: '2026-01-05T10:00:00.000Z', duration: 45, notes: w.marker });
const assessment = (w: ObjectWorld) => ({ date: '2026-01-05T10:00:00.000Z', issues: w.marker });
const selfOnly = (url: string, cursorOf?: (w: ObjectWorld) => number) => ({
  access: 'trainer' as const,
  reaches: 'the caller’s clients',
  request: () => ({ url }),
  cross: (w: ObjectWorld) => [{ as: 'trainerB' as const, url: cursorOf ? `${url}?cursor=${cursorOf(w) + 1}` : url, status: 200 }],
  success: async (w: ObjectWorld) => ({ as: w.trainerA, url, status: 200, contains: w.marker }),
});

export const trainerRoutes: RouteMatrix = {
  'GET /api/skill-progress/assigned': selfOnly('/api/skill-progress/assigned', (w) => w.a.skillProgressId),
  'GET /api/trainer/sessions': selfOnly('/api/trainer/sessions'),
  'GET /api/trainer/clients': {
    ...selfOnly('/api/trainer/clients'),
    cross: (w) => [{ as: 'trainerB', url: `/api/trainer/clients?search=${w.marker}`, status: 200 }],
  },
  'GET /api/trainer/analytics': { access: 'trainer', reaches: 'the caller’s figures', request: () => ({ url: '/api/trainer/analytics' }) },
  'GET /api/trainer/analytics.csv': {
    access: 'trainer',
    reaches: 'the caller’s figures',
    request: () => ({ url: '/api/trainer/analytics.csv?chart=sessions' }),
  },
  'PUT /api/skill-progress/:id': {
    ...trainerOwned,
    reaches: 'a skill progress item',
    request: (w) => ({ url: `/api/skill-progress/${w.a.skillProgressId}`, payload: { notes: w.marker } }),
    // trainerB's own item, pointed at trainerA's video of A's pet.
    cross: (w) => [
      {
        as: 'trainerB',
        url: `/api/skill-progress/${w.b.skillProgressId}`,
        payload: { videoProof: `/uploads/videos/${w.a.videoFile}` },
        status: 400,
      },
    ],
  },
  'GET /api/pets/:petId/skill-progress': {
    access: 'user',
    reaches: 'a pet’s skills',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/skill-progress` }),
  },
  'POST /api/skill-progress/:id/video': {
    ...trainerOwned,
    reaches: 'a skill progress item',
    request: (w) => ({
      url: `/api/skill-progress/${w.a.skillProgressId}/video`,
      payload: fileForm('video', tinyMp4(), 'video/mp4', 'v.mp4'),
    }),
    ok: 201,
  },
  'GET /api/pets/:petId/sessions': {
    access: 'user',
    reaches: 'a pet’s sessions',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/sessions` }),
  },
  'POST /api/pets/:petId/sessions': {
    ...trainerOwned,
    reaches: 'a client pet',
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/sessions`, payload: session(w) }),
    ok: 201,
    // trainerB's own client pet, in trainerA's draft program.
    cross: (w) => [
      { as: 'trainerB', url: `/api/pets/${w.petB.id}/sessions`, payload: { ...session(w), programId: w.a.draftProgramId }, status: 400 },
    ],
  },
  'PUT /api/sessions/:id': {
    ...trainerOwned,
    reaches: 'a session',
    request: (w) => ({ url: `/api/sessions/${w.a.sessionId}`, payload: session(w) }),
  },
  'DELETE /api/sessions/:id': {
    ...trainerOwned,
    reaches: 'a session',
    request: (w) => ({ url: `/api/sessions/${w.a.sessionId}` }),
    success: async (w, fresh) => ({ as: w.trainerA, url: `/api/sessions/${(await fresh.session()).id}`, status: 204 }),
  },
  'POST /api/bookings/:id/session': {
    ...trainerOwned,
    reaches: 'a training booking',
    request: (w) => ({ url: `/api/bookings/${w.a.trainingBookingId}/session`, payload: {} }),
    ok: 201,
  },
  'GET /api/pets/:petId/assessments': {
    access: 'user',
    reaches: 'a pet’s assessments',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/assessments` }),
  },
  'POST /api/pets/:petId/assessments': {
    ...trainerOwned,
    reaches: 'a client pet',
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/assessments`, payload: assessment(w) }),
    ok: 201,
  },
  'PUT /api/assessments/:id': {
    ...trainerOwned,
    reaches: 'an assessment',
    request: (w) => ({ url: `/api/assessments/${w.a.assessmentId}`, payload: assessment(w) }),
  },
  'DELETE /api/assessments/:id': {
    ...trainerOwned,
    reaches: 'an assessment',
    request: (w) => ({ url: `/api/assessments/${w.a.assessmentId}` }),
    success: async (w, fresh) => ({ as: w.trainerA, url: `/api/assessments/${(await fresh.assessment()).id}`, status: 204 }),
  },
  'GET /api/pets/:petId/report-cards': {
    access: 'user',
    reaches: 'a pet’s report cards',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/report-cards` }),
  },
  'POST /api/pets/:petId/report-cards': {
    ...trainerOwned,
    reaches: 'a client pet',
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/report-cards`, payload: { day: '2026-01-06', workedOn: 'Recall', rating: 5 } }),
    ok: 201,
    // trainerB's own client pet, citing trainerA's session and training booking.
    cross: (w) => [
      {
        as: 'trainerB',
        url: `/api/pets/${w.petB.id}/report-cards`,
        payload: { day: '2026-01-06', workedOn: 'Recall', rating: 5, sessionId: w.a.sessionId },
        status: 400,
      },
      {
        as: 'trainerB',
        url: `/api/pets/${w.petB.id}/report-cards`,
        payload: { day: '2026-01-06', workedOn: 'Recall', rating: 5, bookingId: w.a.trainingBookingId },
        status: 400,
      },
    ],
  },
  'DELETE /api/report-cards/:id': {
    ...trainerOwned,
    reaches: 'a report card',
    request: (w) => ({ url: `/api/report-cards/${w.a.reportCardId}` }),
    success: async (w, fresh) => ({ as: w.trainerA, url: `/api/report-cards/${(await fresh.reportCard()).id}`, status: 204 }),
  },
  'POST /api/report-cards/:id/media': {
    ...trainerOwned,
    reaches: 'a report card',
    request: (w) => ({ url: `/api/report-cards/${w.a.reportCardId}/media`, payload: fileForm('file', tinyPng, 'image/png', 'c.png') }),
    ok: 201,
  },
  'GET /api/pets/:petId/timeline': {
    access: 'user',
    reaches: 'a pet’s story',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/timeline` }),
  },
  'GET /api/pets/:petId/progress-summary': {
    access: 'user',
    reaches: 'a pet’s progress',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/progress-summary` }),
  },
};
