// POST /api/create-payment-intent (decisions.md 4's wire format), read as a query: checkout
// asks once per booking and keeps the answer while it is open; the server reuses a live intent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentIntent } from '@common/payment-schemas';
import { api } from '../../../lib/api-client';
import { paymentQueryKeys } from './payment-query-keys';

export const createPaymentIntent = (bookingId: number) => api.post<PaymentIntent>('/api/create-payment-intent', { bookingId });
/** A recurring booking's one checkout for every unpaid occurrence (decisions.md 68). */
export const createSeriesPaymentIntent = (seriesId: number) => api.post<PaymentIntent>('/api/create-payment-intent', { seriesId });

/** A priced program enrolment's one checkout (decisions.md 72). */
export const createEnrollmentPaymentIntent = (enrollmentId: number) =>
  api.post<PaymentIntent>('/api/create-payment-intent', { enrollmentId });

export const enrollmentIntentQueryOptions = (enrollmentId: number) =>
  queryOptions({
    queryKey: paymentQueryKeys.enrollmentIntent(enrollmentId),
    queryFn: () => createEnrollmentPaymentIntent(enrollmentId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const paymentIntentQueryOptions = (bookingId: number, seriesId: number | null = null) =>
  queryOptions({
    queryKey: seriesId !== null ? paymentQueryKeys.seriesIntent(seriesId) : paymentQueryKeys.intent(bookingId),
    queryFn: () => (seriesId !== null ? createSeriesPaymentIntent(seriesId) : createPaymentIntent(bookingId)),
    // A POST: never repeated behind the owner's back, and forgotten once checkout closes.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usePaymentIntent = (bookingId: number, enabled: boolean, seriesId: number | null = null) =>
  useQuery({ ...paymentIntentQueryOptions(bookingId, seriesId), enabled });

/** The checkout's card choice put on its open intent (decisions.md 70): save the new card, or pay with a saved one. */
export const chooseIntentCard = (
  target: { bookingId: number; seriesId: number | null },
  choice: { saveCard: boolean } | { paymentMethodId: number },
) =>
  api.post<PaymentIntent>('/api/create-payment-intent', {
    ...(target.seriesId !== null ? { seriesId: target.seriesId } : { bookingId: target.bookingId }),
    ...choice,
  });

/** The same choice on a program enrolment's open intent. */
export const chooseEnrollmentIntentCard = (enrollmentId: number, choice: { saveCard: boolean } | { paymentMethodId: number }) =>
  api.post<PaymentIntent>('/api/create-payment-intent', { enrollmentId, ...choice });
