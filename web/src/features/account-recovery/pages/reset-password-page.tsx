import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { RecoveryCard } from '../components/recovery-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password?token=...&email=...: the emailed link lands here (decisions.md 32 and 35). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  // Once reset, the card's own 'Sign in' is the way on: no "Choose a new password", no second link.
  const [done, setDone] = useState(false);

  if (!token || !email) {
    return (
      <RecoveryCard title="Reset Password">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          Invalid reset link. Please request a new password reset.
        </Alert>
        <Button component={Link} to={paths.forgotPassword} variant="light">
          Request a new link
        </Button>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard title="Reset Password" description={done ? undefined : `Choose a new password for ${email}.`} backToLogin={!done}>
      <ResetPasswordForm token={token} email={email} onDone={() => setDone(true)} />
    </RecoveryCard>
  );
}
