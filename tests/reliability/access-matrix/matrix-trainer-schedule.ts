// Matrix rows: trainers' hours (issue 30, item 1; decisions.md 64). A trainer reads and replaces only
// their own schedule (no id in the path): owners and applicants get 403, another trainer reads their
// own and never A's. Staff read any trainer's schedule; owners, trainers and applicants get 403.
import { day } from '../../helpers/test-calendar';
import type { ObjectWorld } from '../../helpers/object-fixtures';
import type { RouteMatrix } from './matrix-types';

/** Every hour of every day (so the matrix's later training bookings still find trainerA), and a marked day off far ahead. */
const schedule = (w: ObjectWorld) => ({
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  timeOff: [{ from: day('2030-06-03'), to: day('2030-06-04'), note: w.marker }],
});

export const trainerScheduleRoutes: RouteMatrix = {
  // First, so the reads below find trainerA's marked schedule.
  'PUT /api/trainer/schedule': {
    access: 'trainer',
    reaches: 'the caller’s own schedule',
    request: (w) => ({ url: '/api/trainer/schedule', payload: schedule(w) }),
    cross: (w) => [{ as: 'applicant', url: '/api/trainer/schedule', payload: schedule(w), status: 403 }],
    success: async (w) => ({ as: w.trainerA, url: '/api/trainer/schedule', payload: schedule(w), status: 200, contains: w.marker }),
  },
  'GET /api/trainer/schedule': {
    access: 'trainer',
    reaches: 'the caller’s own schedule',
    request: () => ({ url: '/api/trainer/schedule' }),
    cross: () => [
      { as: 'applicant', url: '/api/trainer/schedule', status: 403 },
      { as: 'trainerB', url: '/api/trainer/schedule', status: 200 },
    ],
    success: async (w) => ({ as: w.trainerA, url: '/api/trainer/schedule', status: 200, contains: w.marker }),
  },
  'GET /api/admin/trainers': {
    access: 'staff',
    reaches: 'the trainers',
    request: () => ({ url: '/api/admin/trainers' }),
    success: async (w) => ({ as: w.staff, url: '/api/admin/trainers', status: 200, contains: `"id":${w.trainerA.user.id}` }),
  },
  'GET /api/admin/trainers/:id/schedule': {
    access: 'staff',
    reaches: 'a trainer’s schedule',
    request: (w) => ({ url: `/api/admin/trainers/${w.trainerA.user.id}/schedule` }),
    success: async (w) => ({ as: w.staff, url: `/api/admin/trainers/${w.trainerA.user.id}/schedule`, status: 200, contains: w.marker }),
  },
};
