import { Text } from '@mantine/core';
import { paths } from '../../../app/paths';
import { EmailLinkCard } from '../components/email-link-card';

/** /revert-email?token=...: the old address undoes an e-mail change, for 7 days (decisions.md 53). */
export default function RevertEmailPage() {
  return (
    <EmailLinkCard
      action="revert"
      title="Undo the e-mail change"
      description="Your account goes back to this address and every device is signed out."
      buttonLabel="Undo the change"
      next={{ label: 'Choose a new password', to: paths.forgotPassword }}
      afterwards={
        <Text size="sm">Whoever changed your address may know your password: choose a new one with a link sent to this address.</Text>
      }
    />
  );
}
