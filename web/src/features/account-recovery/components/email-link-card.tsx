import type { ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { useFollowEmailLink, type EmailLinkAction } from '../api/email-links';
import { RecoveryCard } from './recovery-card';

type EmailLinkCardProps = {
  action: EmailLinkAction;
  title: string;
  description: string;
  buttonLabel: string;
  /** Where to go once done: a sign-in or a new password. */
  next: { label: string; to: string };
  /** Shown under the result, e.g. why to choose a new password now. */
  afterwards?: ReactNode;
};

/**
 * A mailed e-mail-change link's page (decisions.md 53): it acts only when the person presses the
 * button, never on load, since mail scanners open links on their own.
 */
export function EmailLinkCard({ action, title, description, buttonLabel, next, afterwards }: EmailLinkCardProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const follow = useFollowEmailLink(action);

  if (follow.isSuccess) {
    return (
      <RecoveryCard title={title} backToLogin={false}>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {follow.data.message}
        </Alert>
        {afterwards}
        <Button component={Link} to={next.to}>
          {next.label}
        </Button>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title={title} description={description}>
      {follow.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {serverMessage(follow.error, 'This link is not valid any more. It may have expired or already been used.')}
        </Alert>
      )}
      <Button onClick={() => follow.mutate(token)} loading={follow.isPending} disabled={!token}>
        {buttonLabel}
      </Button>
    </RecoveryCard>
  );
}
