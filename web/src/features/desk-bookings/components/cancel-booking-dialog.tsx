// Cancel a booking at the desk (decisions.md 61, 73): the cancellation policy's refund by default, or
// staff's override (full refund, part of it, or none) with a reason the owner is told, audited. The
// exact refund is spelled out before staff confirm.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { NumberField } from '../../../components/deferred-fields/number-field';
import { IconAlertTriangle } from '@tabler/icons-react';
import { STAFF_CANCEL_REASON_MAX } from '@common/desk-booking-words';
import type { DeskBookingDetail, RefundChoice } from '@common/desk-booking-schemas';
import { joinNames } from '@common/name-list';
import { serverMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useCancelDeskBooking } from '../api/cancel-desk-booking';

type Choice = 'policy' | 'full' | 'partial' | 'none';
type Props = { booking: DeskBookingDetail; onClose: () => void };

/** Dollars typed into the amount field as whole cents, or null when not a usable amount. */
const centsOf = (dollars: string | number) => {
  const value = typeof dollars === 'number' ? dollars : Number.parseFloat(dollars);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
};

export function CancelBookingDialog({ booking, onClose }: Props) {
  const cancel = useCancelDeskBooking(booking.id);
  const paid = booking.amountPaidCents;
  const policy = booking.cancellationPolicy;
  const [choice, setChoice] = useState<Choice>('policy');
  const [amount, setAmount] = useState<string | number>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const partialCents = centsOf(amount);
  const amountError =
    choice !== 'partial' || (amount === '' && !touched)
      ? null
      : partialCents === null || partialCents < 1
        ? 'Enter an amount of at least $0.01'
        : partialCents > paid
          ? `The refund cannot be more than the ${formatMoney(paid)} paid`
          : null;
  const override = choice !== 'policy';
  const reasonError = touched && override && !reason.trim() ? 'Please give a reason' : null;
  const refundCents = choice === 'policy' ? policy.refundCents : choice === 'full' ? paid : choice === 'partial' ? (partialCents ?? 0) : 0;
  const valid =
    (!override || reason.trim().length > 0) &&
    (choice !== 'partial' || (partialCents !== null && partialCents >= 1 && partialCents <= paid));
  const card = booking.payments.find((payment) => payment.status === 'succeeded');
  const cardText = card?.cardBrand && card.cardLast4 ? ` to ${card.cardBrand} ending in ${card.cardLast4}` : '';
  const summary =
    refundCents > 0 && (choice !== 'partial' || !amountError)
      ? `${formatMoney(refundCents)} will be refunded${cardText}, and the booking cancelled.`
      : 'The booking will be cancelled without a refund.';
  const policyText =
    paid === 0
      ? 'Nothing to refund'
      : policy.feeCents > 0
        ? `Refund ${formatMoney(policy.refundCents)}, keeping the ${policy.feeLabel?.toLowerCase()} of ${formatMoney(policy.feeCents)}`
        : `Refund ${formatMoney(policy.refundCents)}`;

  const submit = () => {
    setTouched(true);
    if (!valid) return;
    const refund: RefundChoice = choice === 'partial' ? { amountCents: partialCents! } : choice;
    cancel.mutate(
      { refund, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          showSuccessToast('Booking cancelled', refundCents > 0 ? `${formatMoney(refundCents)} refunded.` : 'No refund was made.');
          onClose();
        },
        onError: (error) => showErrorToast('Could not cancel the booking', serverMessage(error, 'Please try again.')),
      },
    );
  };

  return (
    <Modal opened onClose={cancel.isPending ? () => {} : onClose} title={`Cancel booking #${booking.id}`}>
      <Stack gap="md">
        <Text size="sm">
          {joinNames(booking.pets.map((pet) => pet.name))} for {booking.owner.name}. The owner is told, with the reason.
        </Text>
        <Radio.Group label="Refund" value={choice} onChange={(value) => setChoice(value as Choice)}>
          <Stack gap="xs" mt="xs">
            <Radio value="policy" label={`Cancellation policy: ${policyText}`} />
            <Radio value="full" label={`Full refund ${formatMoney(paid)}`} disabled={paid === 0} />
            <Radio value="partial" label="Partial refund" disabled={paid === 0} />
            {choice === 'partial' && (
              <NumberField
                label="Amount to refund"
                prefix="$"
                decimalScale={2}
                min={0}
                max={paid / 100}
                thousandSeparator=","
                value={amount}
                onChange={setAmount}
                onBlur={() => setTouched(true)}
                error={amountError}
                description={`Up to ${formatMoney(paid)}`}
                ml="xl"
              />
            )}
            <Radio value="none" label="No refund" />
            {paid === 0 && (
              <Text size="xs" c="dimmed">
                Nothing has been paid for this booking.
              </Text>
            )}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Reason"
          description={override ? 'Shown to the owner, and kept in the audit log with the override.' : 'Shown to the owner (optional).'}
          required={override}
          autosize
          minRows={2}
          maxLength={STAFF_CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={reasonError}
        />
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="What happens">
          {summary}
        </Alert>
        {override && refundCents !== policy.refundCents && paid > 0 ? (
          <Text size="sm" c="dimmed">
            This differs from the policy&apos;s refund of {formatMoney(policy.refundCents)}: the reason is kept in the audit log.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep booking
          </Button>
          <Button color="red" onClick={submit} loading={cancel.isPending}>
            {refundCents > 0 && !amountError ? `Cancel and refund ${formatMoney(refundCents)}` : 'Cancel booking'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
