// The skill cart: GET/POST /api/cart, GET /api/cart/count, DELETE /api/cart/:id and POST /api/checkout (signed in).
// Handlers parse and reply; the services decide.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSchema } from '../../../common/count-schema';
import { cartItemInputSchema, cartItemSchema, cartSchema, checkoutInputSchema, checkoutResultSchema } from '../../../common/skill-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { listQuerySchema, sendPage } from '../../platform/list-query';
import { idParamsSchema } from '../../platform/route-params';
import { addToCart, countCart, listCart, removeFromCart } from './cart.service';
import { checkout } from './checkout.service';

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Stays and their nights are read in the business's time zone (decisions.md 3), from its settings.
  const zone = async (request: FastifyRequest) => (await settingsForRequest(deps, request)).timeZone;

  app.get('/cart', { schema: { querystring: listQuerySchema, response: { 200: cartSchema } } }, async (request, reply) =>
    sendPage(reply, await listCart(deps.db, currentUser(request), request.query, await zone(request))),
  );

  // What the cart icon and the skills menu's badge show on every page: how many items, not the items.
  app.get('/cart/count', { schema: { response: { 200: countSchema } } }, async (request) => ({
    count: await countCart(deps.db, currentUser(request)),
  }));

  app.post('/cart', { schema: { body: cartItemInputSchema, response: { 201: cartItemSchema } } }, async (request, reply) => {
    const item = await addToCart(deps.db, currentUser(request), request.body, await zone(request));
    return reply.status(201).send(item);
  });

  app.delete('/cart/:id', { schema: { params: idParamsSchema('Cart item id'), response: { 204: z.null() } } }, async (request, reply) => {
    await removeFromCart(deps.db, currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/checkout', { schema: { body: checkoutInputSchema, response: { 200: checkoutResultSchema } } }, async (request) =>
    checkout(deps, currentUser(request), request.body.cartItems, await zone(request)),
  );
};

export default routes;
