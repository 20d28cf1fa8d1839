// POST /api/forgot-password and /api/forgot-username (public). The answer is the same whether
// or not the email has an account (decisions.md 8); the page shows it as the confirmation.
import { useMutation } from '@tanstack/react-query';
import type { RecoveryRequest } from '@common/account-schemas';
import { api } from '../../../lib/api-client';

export type RecoveryKind = 'password' | 'username';

const endpoints: Record<RecoveryKind, string> = {
  password: '/api/forgot-password',
  username: '/api/forgot-username',
};

export const requestRecovery = (kind: RecoveryKind, input: RecoveryRequest) => api.post<{ message: string }>(endpoints[kind], input);

export function useRequestRecovery(kind: RecoveryKind) {
  return useMutation({ mutationFn: (input: RecoveryRequest) => requestRecovery(kind, input) });
}
