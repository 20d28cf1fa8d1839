// /sandbox/authenticate: the sandbox's stand-in for a bank's 3-D Secure challenge. The cardholder
// approves or fails it; either way the provider's return address (/payment-success) comes next.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { serverMessage } from '../../../lib/api-client';
import { useBooking } from '../../../lib/booking-query';
import { formatMoney } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { authenticateSandboxPayment } from '../api/authenticate-sandbox-payment';
import { isNothingToPay, useLeaveSettledBooking } from '../components/use-leave-settled-booking';

export default function SandboxAuthenticatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientSecret = params.get('payment_intent_client_secret') ?? '';
  const bookingId = Number(params.get('booking_id'));
  const booking = useBooking(bookingId, bookingId > 0);
  const [pending, setPending] = useState<'approve' | 'fail' | null>(null);
  const leaveSettled = useLeaveSettledBooking();

  const answer = async (outcome: 'approve' | 'fail') => {
    setPending(outcome);
    try {
      const { redirectUrl } = await authenticateSandboxPayment({ clientSecret, outcome });
      void navigate(redirectUrl);
    } catch (error) {
      // An old challenge: the owner went back and paid with another card, or tried one that
      // replaced it. The server refused it (409); the booking's details say where things stand.
      if (isNothingToPay(error)) return leaveSettled(bookingId, error, 'No authentication needed');
      showErrorToast('Payment Failed', serverMessage(error, 'An error occurred during payment processing.'));
      setPending(null);
    }
  };

  return (
    <Container size="xs">
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="md">
          <IconShieldLock size={44} />
          <Title order={1} size="h2" ta="center">
            Confirm this payment with your bank
          </Title>
          <Text c="dimmed" ta="center">
            {booking.data
              ? `Your bank asks you to confirm a payment of ${formatMoney(booking.data.totalPrice)} to PawsConnect.`
              : 'Your bank asks you to confirm this payment to PawsConnect.'}{' '}
            This is the sandbox's test authentication step.
          </Text>
          <Group>
            <Button onClick={() => void answer('approve')} loading={pending === 'approve'} disabled={pending !== null || !clientSecret}>
              Complete authentication
            </Button>
            <Button
              variant="default"
              onClick={() => void answer('fail')}
              loading={pending === 'fail'}
              disabled={pending !== null || !clientSecret}
            >
              Fail authentication
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
