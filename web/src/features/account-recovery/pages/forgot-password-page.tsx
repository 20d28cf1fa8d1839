import { FORGOT_PASSWORD_ANSWER } from '@common/account-words';
import { EmailRequestForm } from '../components/email-request-form';
import { RecoveryCard } from '../components/recovery-card';

/** /forgot-password: email, then 'Check your email' (decisions.md 32 and 34). */
export default function ForgotPasswordPage() {
  return (
    <RecoveryCard title="Forgot Password" description="Enter your email address and we'll send you a link to reset your password.">
      <EmailRequestForm kind="password" submitLabel="Send Reset Link" answer={FORGOT_PASSWORD_ANSWER} />
    </RecoveryCard>
  );
}
