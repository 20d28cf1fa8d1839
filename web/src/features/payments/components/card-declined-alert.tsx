// A declined card's message stays on the card form until the card changes (issue 25, defect 6):
// a toast would take it away before the owner has read which card failed and why.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function CardDeclinedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Payment Failed">
      {message}
    </Alert>
  );
}
