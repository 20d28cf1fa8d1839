import { FORGOT_USERNAME_ANSWER } from '@common/account-words';
import { EmailRequestForm } from '../components/email-request-form';
import { RecoveryCard } from '../components/recovery-card';

/** /forgot-username: email, then the confirmation; the username itself only ever goes by email. */
export default function ForgotUsernamePage() {
  return (
    <RecoveryCard title="Forgot Username" description="Enter the email address of your account and we'll email you your username.">
      <EmailRequestForm kind="username" submitLabel="Email My Username" answer={FORGOT_USERNAME_ANSWER} />
    </RecoveryCard>
  );
}
