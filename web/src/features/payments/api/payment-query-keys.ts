// The payments feature's query keys, beside its calls.
export const paymentQueryKeys = {
  all: ['payments'] as const,
  intent: (bookingId: number) => [...paymentQueryKeys.all, 'intent', bookingId] as const,
  enrollmentIntent: (enrollmentId: number) => [...paymentQueryKeys.all, 'enrollment-intent', enrollmentId] as const,
  seriesIntent: (seriesId: number) => [...paymentQueryKeys.all, 'series-intent', seriesId] as const,
};
