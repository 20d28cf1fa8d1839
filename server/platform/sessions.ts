import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';

// Placeholder until the accounts work lands.
export async function registerSessions(_app: FastifyInstance, _deps: AppDeps) {}
