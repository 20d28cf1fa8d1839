// "Cancel this and later dates" on an occurrence of a weekly booking (decisions.md 68): the series is
// cancelled from this occurrence's day on, each date under the usual refund rule; dates the rule
// keeps (paid and too close) are named in the toast.
import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Booking } from '@common/booking-schemas';
import { calendarDayOf } from '@common/business-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useBusiness } from '../../../lib/business-query';
import { formatDate, formatMoney } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useCancelBookingSeries } from '../api/cancel-booking-series';

export function SeriesCancelButton({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const business = useBusiness();
  const cancel = useCancelBookingSeries();
  const [confirming, setConfirming] = useState(false);
  if (booking.seriesId == null || !booking.cancellation.allowed) return null;
  const zone = business.data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const from = calendarDayOf(new Date(booking.startDate), zone);

  const doCancel = () =>
    cancel.mutate(
      { seriesId: booking.seriesId!, from },
      {
        onSuccess: ({ cancelled, kept }) => {
          setConfirming(false);
          const refunded = cancelled.reduce((sum, item) => sum + item.refundedCents, 0);
          const keptText =
            kept.length > 0 ? ` Kept: ${kept.map((item) => `${formatDate(item.startDate)} (${item.reason})`).join(', ')}.` : '';
          showSuccessToast(
            'Weekly booking cancelled',
            `${cancelled.length} ${cancelled.length === 1 ? 'date' : 'dates'} cancelled${refunded > 0 ? `, ${formatMoney(refunded)} back to your card` : ''}.${keptText}`,
          );
          onDone();
        },
        onError: (error) => {
          setConfirming(false);
          reportMutationError(error, { title: 'Cancellation failed' });
        },
      },
    );

  return (
    <>
      <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
        Cancel this and later dates
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Cancel this and later dates?"
        confirmLabel="Cancel dates"
        cancelLabel="Keep them"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={doCancel}
        onClose={() => setConfirming(false)}
      >
        Every date of this weekly booking from {formatDate(booking.startDate)} on is cancelled; paid dates are refunded as a single booking
        would be.
      </ConfirmDialog>
    </>
  );
}
