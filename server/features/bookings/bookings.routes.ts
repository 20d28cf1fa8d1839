// Bookings: GET/POST /api/bookings, GET/PATCH /api/bookings/:id, GET /api/bookings/availability
// GET /api/bookings/:id/cancellation and GET /api/bookings/:id/calendar.ics. Handlers parse and reply; the services decide.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  bookingChangeSchema,
  bookingInputSchema,
  bookingSchema,
  cancellationTermsSchema,
} from '../../../common/booking-schemas';
import { cancellationQuote } from '../../domain/bookings/cancellation-policy';
import { requireAccess } from '../../platform/access/access';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { bookingAvailability } from './booking-availability.service';
import { bookingCalendarFile } from './booking-calendar.service';
import { bookingListQuerySchema } from './booking-list-query';
import { createBooking } from './booking-create.service';
import { getBooking, listOwnBookings } from './booking-list.service';
import { updateBooking } from './booking-update.service';

const paramsSchema = idParamsSchema('Booking id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Slots, nights and day counts are read in the business's time zone, from its settings (decisions.md 3, 51).
  const business = (request: FastifyRequest) => settingsForRequest(deps, request);
  const zone = async (request: FastifyRequest) => (await business(request)).timeZone;

  app.get(
    '/bookings',
    { schema: { querystring: bookingListQuerySchema, response: { 200: z.array(bookingSchema) } } },
    async (request, reply) => sendPage(reply, await listOwnBookings(deps.db, currentUser(request), request.query, await zone(request))),
  );

  app.get(
    '/bookings/availability',
    { schema: { querystring: availabilityQuerySchema, response: { 200: availabilitySchema } } },
    async (request) => bookingAvailability(deps.db, request.query, await business(request)),
  );

  app.post('/bookings', { schema: { body: bookingInputSchema, response: { 201: bookingSchema } } }, async (request, reply) => {
    const booking = await createBooking(deps, currentUser(request), request.body);
    return reply.status(201).send(booking);
  });

  app.get('/bookings/:id', { schema: { params: paramsSchema, response: { 200: bookingSchema } } }, async (request) =>
    getBooking(deps.db, currentUser(request), request.params.id, await zone(request)),
  );

  app.patch(
    '/bookings/:id',
    { schema: { params: paramsSchema, body: bookingChangeSchema, response: { 200: bookingSchema } } },
    async (request) => {
      // A receipt queued with the payment or the refund goes out once it commits (the mail queue sees to it).
      const { booking } = await updateBooking(deps, currentUser(request), request.params.id, request.body, await zone(request));
      return booking;
    },
  );

  // The refund and fee the owner's cancel would give now (decisions.md 73): the cancel dialog shows it.
  app.get(
    '/bookings/:id/cancellation',
    { schema: { params: paramsSchema, response: { 200: cancellationTermsSchema } } },
    async (request) => {
      const booking = await requireAccess(deps.db, currentUser(request), 'change', 'booking', request.params.id);
      return cancellationQuote(deps.db, booking, new Date());
    },
  );

  app.get('/bookings/:id/calendar.ics', { schema: { params: paramsSchema } }, async (request, reply) => {
    const file = await bookingCalendarFile(deps.db, currentUser(request), request.params.id, await zone(request), deps.config.publicUrl);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });
};

export default routes;
