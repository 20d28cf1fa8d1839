// The two links an e-mail change mails (decisions.md 53), both public: POST /api/user/email/confirm
// (from the new address) and POST /api/user/email/revert (from the old one, for 7 days).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type EmailLinkAction = 'confirm' | 'revert';

export const followEmailLink = (action: EmailLinkAction, token: string) =>
  api.post<{ message: string }>(`/api/user/email/${action}`, { token });

export function useFollowEmailLink(action: EmailLinkAction) {
  return useMutation({ mutationFn: (token: string) => followEmailLink(action, token) });
}
