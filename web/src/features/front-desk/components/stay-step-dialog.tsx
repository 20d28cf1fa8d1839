// Check in, check out, or mark a no-show (decisions.md 55). A check-in the server wants confirmed
// (an unpaid booking, missing vaccinations) comes back as 409 with each reason: the dialog lists
// them and checks in again only once staff have ticked each one.
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CHECK_IN_CONFIRMATIONS, type CheckInConfirmation } from '@common/front-desk-words';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { balanceChargeWords } from '../../../lib/balance-charge-words';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useStayStep } from '../api/stay-step';

export type StepKind = 'check-in' | 'check-out' | 'no-show';

const TITLES: Record<StepKind, string> = { 'check-in': 'Check in', 'check-out': 'Check out', 'no-show': 'Mark as no-show' };
const CONFIRM_LABELS: Record<CheckInConfirmation, string> = {
  unpaid: 'Check in without payment',
  vaccinations: 'Check in despite the vaccinations',
};

type Props = { kind: StepKind; bookingId: number; petNames: string; onClose: () => void };

export function StayStepDialog({ kind, bookingId, petNames, onClose }: Props) {
  const step = useStayStep();
  const [belongings, setBelongings] = useState('');
  const [note, setNote] = useState('');
  const [warnings, setWarnings] = useState<Partial<Record<CheckInConfirmation, string>>>({});
  const [confirmed, setConfirmed] = useState<CheckInConfirmation[]>([]);
  const needed = CHECK_IN_CONFIRMATIONS.filter((key) => warnings[key]);
  const allConfirmed = needed.every((key) => confirmed.includes(key));

  const submit = () => {
    const request =
      kind === 'no-show'
        ? { kind, bookingId, note }
        : kind === 'check-out'
          ? { kind, bookingId, belongings, note }
          : { kind, bookingId, belongings, note, confirm: confirmed };
    step.mutate(request, {
      onSuccess: (answer) => {
        showSuccessToast(TITLES[kind], kind === 'no-show' ? `${petNames}: marked as a no-show.` : `${petNames}: done.`);
        // Check-out charges the balance to the saved card (decisions.md 74): the desk hears how it went.
        const balance = answer.balance ? balanceChargeWords(answer.balance) : null;
        if (balance) (balance.ok ? showSuccessToast : showErrorToast)(balance.ok ? 'Balance charged' : 'Balance still due', balance.text);
        onClose();
      },
      onError: (error) => {
        const details = error instanceof ApiError && error.status === 409 ? error.body.details : undefined;
        if (kind === 'check-in' && details && CHECK_IN_CONFIRMATIONS.some((key) => details[key])) {
          setWarnings(Object.fromEntries(CHECK_IN_CONFIRMATIONS.filter((key) => details[key]).map((key) => [key, details[key]])));
          return;
        }
        showErrorToast(`${TITLES[kind]} failed`, serverMessage(error, 'Please try again.'));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={`${TITLES[kind]}: ${petNames}`}>
      <Stack gap="sm">
        {kind !== 'no-show' && (
          <TextInput
            label={kind === 'check-in' ? 'Belongings brought' : 'Belongings handed back'}
            placeholder="Leash, bed, food"
            value={belongings}
            onChange={(event) => setBelongings(event.currentTarget.value)}
          />
        )}
        <Textarea label="Note" autosize minRows={2} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        {needed.length > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle />} title="Please confirm" role="alert">
            <Stack gap="xs">
              {needed.map((key) => (
                <Stack key={key} gap={4}>
                  <Text size="sm">{warnings[key]}</Text>
                  <Checkbox
                    label={CONFIRM_LABELS[key]}
                    checked={confirmed.includes(key)}
                    onChange={(event) =>
                      setConfirmed((list) => (event.currentTarget.checked ? [...list, key] : list.filter((item) => item !== key)))
                    }
                  />
                </Stack>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={step.isPending} disabled={!allConfirmed} color={kind === 'no-show' ? 'red' : undefined}>
            {TITLES[kind]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
