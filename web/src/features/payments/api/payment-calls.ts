// The payment calls of checkout, the sandbox's 3-D Secure step and payment success (DESIGN
// decision 4's wire format). Each is a mutation: nothing here is cached.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@common/booking-schemas';
import { api } from '../../../lib/api-client';
import { bookingQueryKeys } from '../../../lib/booking-query';

export type PaymentIntent = { clientSecret: string; provider: 'stripe' | 'sandbox'; amount: number; publishableKey?: string };
export type SandboxCard = { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string };
export type SandboxResult =
  | { status: 'succeeded' }
  | { status: 'requires_action'; redirectUrl: string }
  | { status: 'failed'; error: { message: string } };

export const createPaymentIntent = (bookingId: number) => api.post<PaymentIntent>('/api/create-payment-intent', { bookingId });
export const confirmSandboxPayment = (card: SandboxCard) => api.post<SandboxResult>('/api/sandbox/confirm', card);
export const authenticateSandboxPayment = (body: { clientSecret: string; outcome: 'approve' | 'fail' }) =>
  api.post<{ redirectUrl: string }>('/api/sandbox/authenticate', body);
/** SPEC's PATCH after payment: the server re-checks with the provider and answers 409 if unpaid. */
export const confirmBookingPaid = (bookingId: number) =>
  api.patch<Booking>(`/api/bookings/${bookingId}`, { status: 'confirmed', paymentStatus: 'paid' });

export function useConfirmBookingPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all }),
  });
}
