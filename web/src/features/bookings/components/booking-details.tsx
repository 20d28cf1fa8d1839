// A booking's details: price lines, payment, the receipt once paid, a calendar file, and
// cancelling (with the refund shown before the owner confirms, decisions.md 12).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Badge, Button, Divider, Group, List, Modal, Stack, Text } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-fields/deferred-tooltip';
import type { Booking, CancellationPreview, Receipt } from '@common/booking-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths } from '../../../app/paths';
import { api } from '../../../lib/api-client';
import {
  balanceToPay,
  bookingBadge,
  bookingPetNames,
  bookingQueryKeys,
  bookingQueryOptions,
  bookingSpan,
  serviceName,
} from '../../../lib/booking-query';
import { formatDate, formatDateRange, formatDateTime, formatMoney } from '../../../lib/format';
import { PriceLines } from '../../../components/price-lines';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useCancelBooking } from '../api/cancel-booking';
import { LogSessionButton } from './log-session-button';
import { SeriesCancelButton } from './series-cancel-button';
import { StayJournal } from '../../../components/journal/stay-journal';
import { AskAboutButton } from '../../../components/messages/ask-about-button';
import { StartConversationButton } from '../../../components/messages/start-conversation-button';
import { JOURNAL_KIND_LABELS } from '@common/journal-words';

export function BookingDetails({ booking: shown, opened, onClose }: { booking: Booking; opened: boolean; onClose: () => void }) {
  // The list's copy may be older than the server's (a list refetching after a payment still
  // holds 'Payment Pending', and a CI run opened the details from it): the dialog follows the
  // booking's own query, showing the list's copy only until that answers.
  const live = useQuery({ ...bookingQueryOptions(shown.id), placeholderData: shown });
  const booking = live.data ?? shown;
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const badge = bookingBadge(booking);
  const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded' || booking.paymentStatus === 'partially_paid';
  const balance = balanceToPay(booking);
  const receipt = useQuery({
    queryKey: [...bookingQueryKeys.one(booking.id), 'receipt', booking.paymentStatus],
    queryFn: () => api.get<Receipt>(`/api/bookings/${booking.id}/receipt`),
    enabled: paid,
    retry: false,
  });
  // The exact refund and fee as of opening the confirmation (decisions.md 73); the server applies the
  // same rule again when it cancels.
  const preview = useQuery({
    queryKey: [...bookingQueryKeys.one(booking.id), 'cancellation'],
    queryFn: () => api.get<CancellationPreview>(`/api/bookings/${booking.id}/cancellation`),
    enabled: confirming,
    staleTime: 0,
  });
  const terms = (confirming && preview.data) || booking.cancellation;
  const refund = terms.refundAmount;
  // What a message started here is about, until the server's own label comes back with it.
  const about = `${bookingPetNames(booking).join(', ')}'s ${serviceName(booking).toLowerCase()}, ${formatDateRange(booking.startDate, booking.endDate)}`;

  const doCancel = () =>
    cancel.mutate(booking.id, {
      onSuccess: (updated) => {
        setConfirming(false);
        showSuccessToast(
          'Booking cancelled',
          updated.paymentStatus === 'refunded'
            ? `${formatMoney(refund)} is on its way back to your card.`
            : 'Your booking has been cancelled.',
        );
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        reportMutationError(error, { title: 'Cancellation failed' });
      },
    });

  return (
    <Modal opened={opened} onClose={onClose} title={`${serviceName(booking)} booking`} size={525}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
          <Text size="sm">{bookingPetNames(booking).join(', ')}</Text>
        </Group>
        <Text size="sm">{bookingSpan(booking)}</Text>
        {booking.seriesId != null ? (
          <Text size="sm" c="dimmed">
            Part of a weekly booking
          </Text>
        ) : null}
        {booking.notes ? (
          <Text size="sm" c="dimmed">
            {booking.notes}
          </Text>
        ) : null}
        {booking.vaccinationWarnings?.length ? (
          // VACCINE_POLICY=warn: the booking was accepted though these vaccines did not cover it.
          <Alert color="yellow" title="Vaccinations to update">
            <List size="sm">
              {booking.vaccinationWarnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Divider label="Price" labelPosition="left" />
        <PriceLines lines={booking.priceLines} totalCents={booking.totalPrice} />
        {booking.depositCents > 0 && booking.amountPaidCents === 0 && booking.status === 'pending' ? (
          <Text size="sm">
            Deposit due now {formatMoney(booking.depositCents)}, balance {formatMoney(booking.totalPrice - booking.depositCents)} due at
            check-out
          </Text>
        ) : null}
        {balance > 0 ? (
          <Alert color="orange" variant="light" title={`Balance due ${formatMoney(balance)}`}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                You paid {formatMoney(booking.amountPaidCents)} of {formatMoney(booking.totalPrice)}. The balance is due at check-out.
              </Text>
              <Button component={Link} to={paths.checkout(booking.id)} size="sm">
                Pay balance {formatMoney(balance)}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Anchor component={Link} to={paths.bookingBill(booking.id)} size="sm">
          View bill
        </Anchor>
        {receipt.data ? (
          <Stack gap={4} aria-label="Receipt">
            <Divider label={`Receipt ${receipt.data.number}`} labelPosition="left" />
            {receipt.data.card ? (
              <Text size="sm">
                Paid with {receipt.data.card.brand.toUpperCase()} ending in {receipt.data.card.last4}
                {receipt.data.paidAt ? ` on ${formatDate(receipt.data.paidAt)}` : ''}
              </Text>
            ) : null}
            {receipt.data.payments.some((payment) => payment.purpose !== 'full')
              ? receipt.data.payments.map((payment, index) => (
                  <Text size="sm" key={index}>
                    {payment.purpose === 'deposit' ? 'Deposit paid' : payment.purpose === 'balance' ? 'Balance paid' : 'Paid'}{' '}
                    {formatMoney(payment.amountCents)}
                    {payment.paidAt ? ` on ${formatDate(payment.paidAt)}` : ''}
                  </Text>
                ))
              : null}
            {receipt.data.discountCents > 0 ? <Text size="sm">Multi-pet discount: {formatMoney(receipt.data.discountCents)}</Text> : null}
            {receipt.data.fees.map((fee) => (
              <Text size="sm" key={fee.kind}>
                {fee.label}: -{formatMoney(fee.amountCents)}
              </Text>
            ))}
            {receipt.data.refund ? (
              <Text size="sm">
                Refunded {formatMoney(receipt.data.refund.amountCents)} on {formatDate(receipt.data.refund.refundedAt)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {booking.status === 'checked_in' || booking.status === 'completed' ? (
          <StayJournal
            bookingId={booking.id}
            petCount={bookingPetNames(booking).length}
            entryAction={(entry) => (
              <AskAboutButton
                subject={`the ${JOURNAL_KIND_LABELS[entry.kind].toLowerCase()} entry of ${formatDateTime(entry.createdAt)}`}
                start={{ with: 'business', bookingId: booking.id, aboutLabel: about }}
              />
            )}
          />
        ) : null}
        <Group justify="space-between" mt="sm">
          {booking.status !== 'cancelled' ? (
            <Anchor href={`/api/bookings/${booking.id}/calendar.ics`} download>
              Add to calendar
            </Anchor>
          ) : null}
          <LogSessionButton booking={booking} />
          <StartConversationButton start={{ with: 'business', bookingId: booking.id, aboutLabel: about }}>
            Message us about this booking
          </StartConversationButton>
          <SeriesCancelButton booking={booking} onDone={onClose} />
          {booking.cancellation.allowed ? (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Cancel booking
            </Button>
          ) : booking.status !== 'cancelled' ? (
            <DeferredTooltip label={booking.cancellation.reason}>
              <span>
                <Button color="red" variant="light" disabled>
                  Cancel booking
                </Button>
              </span>
            </DeferredTooltip>
          ) : null}
        </Group>
        {!booking.cancellation.allowed && booking.cancellation.reason && booking.status !== 'cancelled' ? (
          <Text size="xs" c="dimmed">
            {booking.cancellation.reason}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={doCancel}
        onClose={() => setConfirming(false)}
      >
        {/* Skills already taught stay paid for (decisions.md 59): the terms name them. */}
        {refund > 0
          ? `You'll be refunded ${formatMoney(refund)}.`
          : terms.feeAmount > 0
            ? 'Nothing will be refunded.'
            : 'The booking will be cancelled. Nothing has been charged.'}
        {terms.feeAmount > 0 && terms.feeLabel ? ` ${feeSentence(terms.feeLabel, terms.feeAmount)}` : null}
        {terms.keptSkills?.length
          ? ` Not refunded, already taught: ${terms.keptSkills
              .map((skill) => `${skill.name} (${skill.petName}, ${formatMoney(skill.amountCents)})`)
              .join(', ')}.`
          : null}
      </ConfirmDialog>
    </Modal>
  );
}

/** 'A late cancellation fee of $44.50 applies.' from 'Late cancellation fee (50%)'. */
function feeSentence(label: string, amountCents: number) {
  return `A ${label.replace(/ \(.*\)$/, '').toLowerCase()} of ${formatMoney(amountCents)} applies.`;
}
