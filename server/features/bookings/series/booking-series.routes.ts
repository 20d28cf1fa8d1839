// Recurring bookings (decisions.md 68): POST /api/booking-series and DELETE /api/booking-series/:id.
// Handlers parse and reply; the services decide. Paying is POST /api/create-payment-intent {seriesId}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingSeriesCreatedSchema,
  bookingSeriesInputSchema,
  seriesCancelQuerySchema,
  seriesCancelResultSchema,
} from '../../../../common/booking-series-schemas';
import type { AppDeps } from '../../../platform/app-deps';
import { currentUser } from '../../../platform/auth-guard';
import { idParamsSchema } from '../../../platform/route-params';
import { cancelBookingSeries } from './series-cancel.service';
import { createBookingSeries } from './series-create.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/booking-series',
    { schema: { body: bookingSeriesInputSchema, response: { 201: bookingSeriesCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await createBookingSeries(deps, currentUser(request), request.body)),
  );

  app.delete(
    '/booking-series/:id',
    {
      schema: {
        params: idParamsSchema('Recurring booking id'),
        querystring: seriesCancelQuerySchema,
        response: { 200: seriesCancelResultSchema },
      },
    },
    async (request) => cancelBookingSeries(deps, currentUser(request), request.params.id, request.query.from),
  );
};

export default routes;
