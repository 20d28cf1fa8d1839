// Every route the app registers, with its schema: the malformed-input battery and the access
// matrix walk this list, so a new route is covered by them without editing a test.
import type { FastifyInstance, FastifySchema } from 'fastify';

export type CataloguedRoute = { method: string; url: string; schema?: FastifySchema; allowMultipart: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalogue: CataloguedRoute[];
  }
}

/** Call before any route is registered. */
export function registerRouteCatalogue(app: FastifyInstance) {
  const catalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD twins of GET routes are made by Fastify itself.
      if (method === 'HEAD' && route.url !== '*') continue;
      catalogue.push({ method, url: route.url, schema: route.schema, allowMultipart: route.config?.allowMultipart === true });
    }
  });
}
