// Who may use the curriculum builder's calls: trainers, and applicants waiting for approval
// (drafts only, decisions.md 50).
import type { FastifyRequest } from 'fastify';
import { hasPendingApplication } from '../../domain/accounts/trainer-application';
import { loadSessionUser } from '../../platform/auth-guard';
import { forbidden, unauthorized } from '../../platform/errors';

export function trainersOrApplicants(message: string) {
  return async function requireTrainerOrApplicant(request: FastifyRequest): Promise<void> {
    const user = await loadSessionUser(request);
    if (!user) throw unauthorized();
    if (!user.isTrainer && !(await hasPendingApplication(request.server.db, user.id))) throw forbidden(message);
  };
}
