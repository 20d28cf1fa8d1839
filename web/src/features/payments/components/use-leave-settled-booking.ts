// A booking with nothing left to pay (paid, refunded or cancelled) is no error to its owner: an
// old 'Payment failed' link opens /checkout long after the booking was paid, and an old 3-D
// Secure page may be answered after another card paid. The server says so with a 409; this
// takes the owner to the booking's details with a calm word instead of a red toast.
import { useCallback } from 'react';
import { useNavigate } from '../../../app/routing/use-navigate';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { showInfoToast } from '../../../lib/toasts';
import { bookingQueryKeys } from '../../../lib/booking-query';
import { paths } from '../../../app/paths';

/** True for the server's 409: this booking, or this payment step, takes no payment now. */
export const isNothingToPay = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Shows the server's reason as news, not failure, and opens the booking's details. */
export function useLeaveSettledBooking() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (bookingId: number, error: unknown, title = 'Nothing to pay') => {
      showInfoToast(title, `${serverMessage(error)} Here are its details.`);
      // The cached booking may predate the payment; the details must show it paid.
      void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.all });
      void navigate(bookingId > 0 ? paths.bookingDetails(bookingId) : paths.bookings, { replace: true });
    },
    [navigate, queryClient],
  );
}
