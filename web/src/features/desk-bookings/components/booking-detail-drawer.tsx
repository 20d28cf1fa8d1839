// One booking at the desk (decisions.md 61): what was booked and by whom, its payment and refunds,
// the stay's check-in and check-out, staff notes and the audit trail; and the Cancel booking step.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { StayJournal } from '../../../components/journal/stay-journal';
import { Badge, Button, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AUDIT_KIND_LABELS } from '@common/audit-kinds';
import type { DeskBookingDetail } from '@common/desk-booking-schemas';
import { joinNames } from '@common/name-list';
import { ErrorState } from '../../../components/error-state';
import { PHONE_QUERY } from '../../../app/phone-query';
import { errorMessage, serverMessage } from '../../../lib/api-client';
import { balanceChargeWords } from '../../../lib/balance-charge-words';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useChargeBalance } from '../api/charge-balance';
import { useDeskBooking } from '../api/get-desk-booking';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PAYMENT_LABELS, SERVICE_LABELS, STATUS_LABELS } from './desk-labels';
import { StaffNotesSection } from './staff-notes-section';

const CHECK_LABELS = { check_in: 'Checked in', check_out: 'Checked out', no_show: 'Marked as a no-show' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/** The balance charged to the owner's saved card now (decisions.md 74), with how it went. */
function ChargeBalanceButton({ booking }: { booking: DeskBookingDetail }) {
  const charge = useChargeBalance(booking.id);
  const onClick = () =>
    charge.mutate(undefined, {
      onSuccess: (answer) => {
        const words = balanceChargeWords(answer) ?? { ok: true, text: 'Nothing is due on this booking.' };
        (words.ok ? showSuccessToast : showErrorToast)(words.ok ? 'Balance charged' : 'Balance still due', words.text);
      },
      onError: (error) => showErrorToast('Charge failed', serverMessage(error, 'Please try again.')),
    });
  return (
    <Button variant="light" loading={charge.isPending} onClick={onClick}>
      Charge balance {formatMoney(booking.balanceDueCents)}
    </Button>
  );
}

function Details({ booking }: { booking: DeskBookingDetail }) {
  const [cancelling, setCancelling] = useState(false);
  const status = STATUS_LABELS[booking.status];
  const payment = PAYMENT_LABELS[booking.paymentStatus];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
          <Badge color={payment.color} variant="outline">
            {payment.label}
          </Badge>
        </Group>
        <Text fw={600}>
          {SERVICE_LABELS[booking.serviceType]} for {joinNames(booking.pets.map((pet) => pet.name))}
        </Text>
        <Text size="sm">
          {formatDateTime(booking.startDate)} to {formatDateTime(booking.endDate)}
        </Text>
        <Text size="sm">
          Owner: {booking.owner.name} (@{booking.owner.username})
        </Text>
        {booking.trainerName ? <Text size="sm">Trainer: {booking.trainerName}</Text> : null}
        <Text size="sm">Total: {formatMoney(booking.totalPrice)}</Text>
        {booking.notes ? <Text size="sm">Owner&apos;s note: {booking.notes}</Text> : null}
      </Stack>
      <Group>
        <Button component={Link} to={paths.bookingBill(booking.id)} variant="light">
          View bill
        </Button>
        {booking.balanceChargeable ? <ChargeBalanceButton booking={booking} /> : null}
        {booking.cancellable ? (
          <Button color="red" variant="light" onClick={() => setCancelling(true)}>
            Cancel booking
          </Button>
        ) : null}
      </Group>

      <Section title="Payments">
        {booking.payments.length === 0 ? (
          <Empty>No payment yet.</Empty>
        ) : (
          booking.payments.map((item, index) => (
            <Text key={index} size="sm">
              {formatMoney(item.amountCents)}
              {item.cardBrand && item.cardLast4 ? ` by ${item.cardBrand} ending in ${item.cardLast4}` : ''}
              {item.paidAt ? `, paid ${formatDateTime(item.paidAt)}` : ` (${item.status.replaceAll('_', ' ')})`}
            </Text>
          ))
        )}
      </Section>

      <Section title="Refunds">
        {booking.refunds.length === 0 ? (
          <Empty>No refunds.</Empty>
        ) : (
          booking.refunds.map((refund, index) => (
            <Text key={index} size="sm">
              {formatMoney(refund.amountCents)} on {formatDateTime(refund.at)}, {refund.by ? `by ${refund.by.name}` : 'the owner cancelled'}
              {refund.reason ? `: ${refund.reason}` : ''}
            </Text>
          ))
        )}
      </Section>

      {booking.fees.length > 0 ? (
        <Section title="Fees">
          {booking.fees.map((fee) => (
            <Text key={fee.kind} size="sm">
              {fee.label}: {formatMoney(fee.amountCents)} on {formatDateTime(fee.at)}
              {fee.reason ? `: ${fee.reason}` : ''}
            </Text>
          ))}
        </Section>
      ) : null}

      <Section title="Stay checks">
        {booking.stayChecks.length === 0 ? (
          <Empty>Not checked in.</Empty>
        ) : (
          booking.stayChecks.map((check) => (
            <Text key={check.kind} size="sm">
              {CHECK_LABELS[check.kind]} {formatDateTime(check.at)}
              {check.by ? ` by ${check.by.name}` : ''}
              {check.belongings ? `. Belongings: ${check.belongings}` : ''}
              {check.note ? `. Note: ${check.note}` : ''}
            </Text>
          ))
        )}
      </Section>

      {booking.stayChecks.length > 0 && <StayJournal bookingId={booking.id} petCount={booking.pets.length} />}

      <Section title="Staff notes">
        <StaffNotesSection bookingId={booking.id} notes={booking.staffNotes} />
      </Section>

      <Divider />
      <Section title="Audit trail">
        {booking.audit.length === 0 ? (
          <Empty>Nothing recorded.</Empty>
        ) : (
          booking.audit.map((entry) => (
            <Stack key={entry.id} gap={0}>
              <Text size="sm">{entry.summary}</Text>
              <Text size="xs" c="dimmed">
                {AUDIT_KIND_LABELS[entry.kind]} · {formatDateTime(entry.at)}
              </Text>
            </Stack>
          ))
        )}
      </Section>
      {cancelling ? <CancelBookingDialog booking={booking} onClose={() => setCancelling(false)} /> : null}
    </Stack>
  );
}

export function BookingDetailDrawer({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) {
  const booking = useDeskBooking(bookingId);
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Drawer
      opened={bookingId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={`Booking #${bookingId ?? ''}`}
    >
      {booking.isError ? (
        <ErrorState title="Could not load the booking" message={errorMessage(booking.error)} onRetry={() => void booking.refetch()} />
      ) : booking.data ? (
        <Details booking={booking.data} />
      ) : (
        <Stack role="status" aria-label="Loading the booking">
          <Skeleton h={24} />
          <Skeleton h={80} />
          <Skeleton h={120} />
        </Stack>
      )}
    </Drawer>
  );
}
