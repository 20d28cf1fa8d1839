// POST /api/sandbox/authenticate: the sandbox's 3-D Secure answer, approve or fail.
import type { SandboxAuthenticateResult } from '@common/payment-schemas';
import { api } from '../../../lib/api-client';

export const authenticateSandboxPayment = (body: { clientSecret: string; outcome: 'approve' | 'fail' }) =>
  api.post<SandboxAuthenticateResult>('/api/sandbox/authenticate', body);
