// API answers carry private data (a user's pets, records, bookings): no browser or proxy cache may
// keep them, or the next person at a shared computer could see them with the back button.
import type { FastifyInstance } from 'fastify';

export function registerNoStore(api: FastifyInstance) {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
