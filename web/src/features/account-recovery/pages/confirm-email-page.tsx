import { paths } from '../../../app/paths';
import { EmailLinkCard } from '../components/email-link-card';

/** /confirm-email?token=...: the link mailed to a new e-mail address (decisions.md 53). */
export default function ConfirmEmailPage() {
  return (
    <EmailLinkCard
      action="confirm"
      title="Confirm your new e-mail"
      description="Use this address for your PawsConnect account from now on."
      buttonLabel="Confirm this address"
      next={{ label: 'Go to PawsConnect', to: paths.dashboard }}
    />
  );
}
