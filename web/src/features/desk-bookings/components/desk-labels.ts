// How the desk names a booking's service, status and payment (decisions.md 61), with badge colours.
import type { BookingStatus, PaymentStatus, ServiceType } from '@common/booking-choices';

export const SERVICE_LABELS: Record<ServiceType, string> = { boarding: 'Boarding', daycare: 'Daycare', training: 'Training' };

export const STATUS_LABELS: Record<BookingStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  confirmed: { label: 'Confirmed', color: 'green' },
  checked_in: { label: 'Checked in', color: 'teal' },
  completed: { label: 'Completed', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  no_show: { label: 'No-show', color: 'red' },
};

export const PAYMENT_LABELS: Record<PaymentStatus, { label: string; color: string }> = {
  unpaid: { label: 'Unpaid', color: 'orange' },
  pending: { label: 'Payment pending', color: 'yellow' },
  // A deposit taken, the balance still due (decisions.md 71).
  partially_paid: { label: 'Deposit paid', color: 'lime' },
  paid: { label: 'Paid', color: 'green' },
  refunded: { label: 'Refunded', color: 'grape' },
};
