// The caller's saved cards (issue 31, item 3; decisions.md 70): list, remove (detached at the
// provider), make default. Another user's card is 404; the rules are in domain/payments/saved-cards.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedCardListSchema, savedCardSchema } from '../../../common/payment-method-schemas';
import { cardsOf, makeDefault, removeCard, toSavedCard } from '../../domain/payments/saved-cards';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, payments } = deps;

  app.get('/payment-methods', { schema: { response: { 200: savedCardListSchema } } }, async (request) =>
    (await cardsOf(db, currentUser(request).id, payments.name)).map(toSavedCard),
  );

  app.delete(
    '/payment-methods/:id',
    { schema: { params: idParamsSchema('Saved card id'), response: { 204: z.null() } } },
    async (request, reply) => {
      await db.transaction((tx) => removeCard(tx, payments, currentUser(request), request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/payment-methods/:id/default',
    { schema: { params: idParamsSchema('Saved card id'), response: { 200: savedCardSchema } } },
    async (request) => toSavedCard(await db.transaction((tx) => makeDefault(tx, currentUser(request), request.params.id, payments.name))),
  );
};

export default routes;
