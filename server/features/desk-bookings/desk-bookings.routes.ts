// Bookings and refunds at the desk (issue 28's fixed API; decisions.md 61), staff and admins only:
// GET /api/admin/bookings (search and filters, paged), GET /api/admin/bookings/:id (the booking with
// its payment, refunds, stay checks, notes and audit trail), POST .../cancel and POST .../notes.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deskBookingDetailSchema,
  deskBookingFiltersShape,
  deskBookingRowSchema,
  staffCancelSchema,
  staffNoteInputSchema,
  staffNoteSchema,
} from '../../../common/desk-booking-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireStaff } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { deskBookingDetail } from './desk-booking-detail.service';
import { listDeskBookings } from './desk-booking-list.service';
import { cancelAtDesk } from './staff-cancel.service';
import { addStaffNote } from './staff-notes.service';

const paramsSchema = idParamsSchema('Booking id');
const listSchema = listQuerySchema.extend(deskBookingFiltersShape);

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/bookings',
    { preHandler: requireStaff, schema: { querystring: listSchema, response: { 200: z.array(deskBookingRowSchema) } } },
    async (request, reply) => {
      const { timeZone } = await settingsForRequest(deps, request);
      return sendPage(reply, await listDeskBookings(deps.db, request.query, timeZone));
    },
  );

  app.get(
    '/admin/bookings/:id',
    { preHandler: requireStaff, schema: { params: paramsSchema, response: { 200: deskBookingDetailSchema } } },
    async (request) => deskBookingDetail(deps.db, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/cancel',
    { preHandler: requireStaff, schema: { params: paramsSchema, body: staffCancelSchema, response: { 200: deskBookingDetailSchema } } },
    async (request) => cancelAtDesk(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/admin/bookings/:id/notes',
    { preHandler: requireStaff, schema: { params: paramsSchema, body: staffNoteInputSchema, response: { 201: staffNoteSchema } } },
    async (request, reply) =>
      reply.status(201).send(await addStaffNote(deps.db, currentUser(request), request.params.id, request.body.text)),
  );
};

export default routes;
