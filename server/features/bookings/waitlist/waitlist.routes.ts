// The waitlist (decisions.md 67): POST/GET /api/waitlist, DELETE /api/waitlist/:id and
// POST /api/waitlist/:id/claim. Handlers parse and reply; the services decide. Registering it also
// starts the offers of freed places on this instance (waitlist-offers.ts).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingSchema } from '../../../../common/booking-schemas';
import { waitlistEntrySchema, waitlistInputSchema } from '../../../../common/waitlist-schemas';
import type { AppDeps } from '../../../platform/app-deps';
import { currentUser } from '../../../platform/auth-guard';
import { idParamsSchema } from '../../../platform/route-params';
import { claimWaitlistPlace } from './waitlist-claim.service';
import { joinWaitlist } from './waitlist-join.service';
import { leaveWaitlist, listOwnWaitlist } from './waitlist-list.service';
import { runWaitlistOffers } from './waitlist-offers';

const paramsSchema = idParamsSchema('Waitlist entry id');

export type WaitlistRouteOptions = AppDeps & { recurringOffers?: boolean };

const routes: FastifyPluginAsyncZod<WaitlistRouteOptions> = async (app, { recurringOffers = false, ...deps }) => {
  runWaitlistOffers(app, deps, { recurring: recurringOffers });

  app.post('/waitlist', { schema: { body: waitlistInputSchema, response: { 201: waitlistEntrySchema } } }, async (request, reply) =>
    reply.status(201).send(await joinWaitlist(deps, currentUser(request), request.body)),
  );

  app.get('/waitlist', { schema: { response: { 200: z.array(waitlistEntrySchema) } } }, async (request) =>
    listOwnWaitlist(deps.db, currentUser(request)),
  );

  app.delete('/waitlist/:id', { schema: { params: paramsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await leaveWaitlist(deps.db, currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/waitlist/:id/claim', { schema: { params: paramsSchema, response: { 201: bookingSchema } } }, async (request, reply) =>
    reply.status(201).send(await claimWaitlistPlace(deps, currentUser(request), request.params.id)),
  );
};

export default routes;
