// POST /api/sandbox/confirm: the sandbox charges a test card against the booking's intent.
import type { SandboxConfirmResult } from '@common/payment-schemas';
import { api } from '../../../lib/api-client';

export type SandboxCard =
  | { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string; saveCard?: true }
  | { clientSecret: string; paymentMethodId: number };

export const confirmSandboxPayment = (card: SandboxCard) => api.post<SandboxConfirmResult>('/api/sandbox/confirm', card);
