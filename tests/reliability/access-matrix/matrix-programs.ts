// Matrix rows: training programs (public when published, a draft its author's only), enrolments,
// the skills catalogue and the training prompt.
import { programBody } from '../../../server/features/programs/program-test-kit';
import { tinyPng } from '../../helpers/factories';
import { fileForm, type ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';
import { readPetRecords } from './audiences';

const draftTitle = (w: ObjectWorld) => `Draft ${w.marker}`;

export const programRoutes: RouteMatrix = {
  'GET /api/training-programs': {
    access: 'public',
    reaches: 'published programs; a draft is its author’s',
    request: () => ({ url: '/api/training-programs' }),
    cross: (w) => [
      { as: 'anonymous', url: `/api/training-programs?cursor=${w.a.draftProgramId + 1}`, status: 200, hidden: draftTitle(w) },
      { as: 'trainerB', url: '/api/training-programs?mine=true', status: 200, hidden: draftTitle(w) },
      { as: 'ownerB', url: '/api/training-programs', status: 200, hidden: draftTitle(w) },
    ],
    success: async (w) => ({ as: w.trainerA, url: '/api/training-programs?mine=true', status: 200, contains: draftTitle(w) }),
  },
  'GET /api/training-programs/:id': {
    access: 'public',
    reaches: 'a draft program',
    request: (w) => ({ url: `/api/training-programs/${w.a.draftProgramId}` }),
    strangers: ['anonymous', 'ownerB', 'trainerB'],
    readers: ['trainerA'],
    success: async (w) => ({ as: undefined, url: `/api/training-programs/${w.a.programId}`, status: 200 }),
  },
  'POST /api/training-programs': {
    access: 'trainer',
    reaches: 'the caller',
    request: () => ({ url: '/api/training-programs', payload: programBody() }),
    ok: 201,
  },
  'PUT /api/training-programs/:id': {
    access: 'trainer',
    reaches: 'a program (its author’s)',
    strangers: ['trainerB'],
    request: (w) => ({
      url: `/api/training-programs/${w.a.draftProgramId}`,
      payload: programBody({ title: draftTitle(w), published: false }),
    }),
    cross: (w) => [{ as: 'trainerB', url: `/api/training-programs/${w.a.programId}`, payload: programBody() }],
  },
  'POST /api/training-programs/thumbnail': {
    access: 'trainer',
    reaches: 'the caller',
    request: () => ({ url: '/api/training-programs/thumbnail', payload: fileForm('image', tinyPng, 'image/png', 't.png') }),
    ok: 201,
  },
  // Shown in the public catalogue, so public (issue 27, item 13), and never changed under its name.
  'GET /uploads/program-thumbnails/:file': {
    access: 'public',
    reaches: 'a published program’s thumbnail',
    request: (w) => ({ url: `/uploads/program-thumbnails/${w.a.thumbnailFile}` }),
    publicCache: true,
  },
  'GET /api/training-programs/:id/enrollment-status': {
    access: 'user',
    reaches: 'the caller’s pets in a program',
    request: (w) => ({ url: `/api/training-programs/${w.a.programId}/enrollment-status` }),
    cross: (w) => [
      { as: 'ownerB', url: `/api/training-programs/${w.a.programId}/enrollment-status`, status: 200, hidden: String(w.a.pet.id) },
      { as: 'ownerB', url: `/api/training-programs/${w.a.draftProgramId}/enrollment-status` },
    ],
    success: async (w) => ({
      as: w.ownerA,
      url: `/api/training-programs/${w.a.programId}/enrollment-status`,
      status: 200,
      contains: `[${w.a.pet.id}]`,
    }),
  },
  'POST /api/training-programs/:id/enroll': {
    access: 'user',
    reaches: 'the pet named in the body',
    request: (w) => ({ url: `/api/training-programs/${w.a.programId}/enroll`, payload: { petId: w.a.pet.id } }),
    cross: (w) => [
      { as: 'ownerB', url: `/api/training-programs/${w.a.programId}/enroll`, payload: { petId: w.a.pet.id } },
      { as: 'trainerA', url: `/api/training-programs/${w.a.programId}/enroll`, payload: { petId: w.a.pet.id } },
      { as: 'ownerB', url: `/api/training-programs/${w.a.draftProgramId}/enroll`, payload: { petId: w.petB.id } },
    ],
    success: async (w, fresh) => ({
      as: w.ownerA,
      url: `/api/training-programs/${w.a.programId}/enroll`,
      payload: { petId: (await fresh.pet()).id },
      status: 201,
    }),
  },
  'GET /api/enrollments': {
    access: 'user',
    reaches: 'the caller’s enrolments',
    request: () => ({ url: '/api/enrollments' }),
    cross: () => [{ as: 'ownerB', url: '/api/enrollments?cursor=2147483647', status: 200 }],
  },
  // One enrolment (decisions.md 72): its owner's alone; the program's author and staff included get 404.
  'GET /api/enrollments/:id': {
    access: 'user',
    reaches: 'an enrolment (its owner’s)',
    request: (w) => ({ url: `/api/enrollments/${w.a.pendingEnrollmentId}` }),
    strangers: ['ownerB', 'trainerA', 'trainerB', 'staff', 'admin'],
  },
  'POST /api/enrollments/:id/confirm-payment': {
    access: 'user',
    reaches: 'an enrolment (its owner’s)',
    request: (w) => ({ url: `/api/enrollments/${w.a.pendingEnrollmentId}/confirm-payment` }),
    strangers: ['ownerB', 'trainerA', 'trainerB', 'staff', 'admin'],
    // Unpaid, A's own is a 409; the free one is answered as it is.
    success: async (w) => ({ as: w.ownerA, url: `/api/enrollments/${w.a.enrollmentId}/confirm-payment`, status: 200 }),
  },
  'POST /api/enrollments/:id/cancel': {
    access: 'user',
    reaches: 'an enrolment (its owner’s)',
    request: (w) => ({ url: `/api/enrollments/${w.a.pendingEnrollmentId}/cancel` }),
    strangers: ['ownerB', 'trainerA', 'trainerB', 'staff', 'admin'],
    success: async (w, fresh) => ({ as: w.ownerA, url: `/api/enrollments/${await fresh.pendingEnrollment()}/cancel`, status: 200 }),
  },
  'GET /api/pets/:petId/enrollments': {
    access: 'user',
    reaches: 'a pet’s enrolments',
    ...readPetRecords,
    request: (w) => ({ url: `/api/pets/${w.a.pet.id}/enrollments` }),
  },
  'GET /api/dog-training-prompt.pdf': {
    access: 'public',
    reaches: 'nothing',
    request: () => ({ url: '/api/dog-training-prompt.pdf' }),
    publicCache: true,
  },
  'GET /api/training-skills': { access: 'public', reaches: 'nothing', request: () => ({ url: '/api/training-skills' }) },
  'GET /api/training-skills/categories': {
    access: 'public',
    reaches: 'nothing',
    request: () => ({ url: '/api/training-skills/categories' }),
  },
  'GET /api/training-skills/:id/eligibility': {
    access: 'user',
    reaches: 'the caller’s pets',
    request: (w) => ({ url: `/api/training-skills/${w.a.skillId}/eligibility` }),
    cross: (w) => [{ as: 'ownerB', url: `/api/training-skills/${w.a.skillId}/eligibility`, status: 200 }],
  },
};
