import { Alert, Anchor, Button, PasswordInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/report-mutation-error';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { useResetPassword } from '../api/reset-password';

type ResetFormValues = { password: string; confirmPassword: string };

const RESET_FIELDS = ['password', 'confirmPassword'] as const;

export const RESET_FAILURE = 'An error occurred. Your password reset link may have expired.';

/** New + confirm password; then 'Password Reset Complete' with the way back to sign in. */
export function ResetPasswordForm({ token, email, onDone }: { token: string; email: string; onDone?: () => void }) {
  const reset = useResetPassword();
  // The schema (and zod) load on the first focus: the page paints without them.
  const schema = useDeferredSchema(
    () => import('@common/account-schemas').then((module) => module.resetPasswordFormSchema),
    () => RESET_FIELDS.forEach((field) => form.isDirty(field) && form.validateField(field)),
  );
  const form = useForm<ResetFormValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schema.validate,
    validateInputOnChange: true,
  });

  if (reset.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="xs" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Password Reset Complete
        </Text>
        <Text c="dimmed" size="sm">
          Your password has been reset. You can now sign in with your new password.
        </Text>
        <Button component={Link} to={paths.auth} mt="sm">
          Sign in
        </Button>
      </Stack>
    );
  }

  const submit = schema.submitWith(
    form.onSubmit(({ password }) =>
      reset.mutate(
        { token, email, newPassword: password },
        // A password the server refuses (too common, say) is the field's fault, not the link's.
        { onSuccess: onDone, onError: (error) => showFieldErrors(form, error, { fieldMap: { newPassword: 'password' } }) },
      ),
    ),
  );
  const fieldFault = reset.error instanceof ApiError && Boolean(reset.error.fieldErrors.newPassword);

  return (
    <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('confirmPassword')}
        />
        {reset.isError && !fieldFault ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {RESET_FAILURE}{' '}
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Request a new link
            </Anchor>
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
