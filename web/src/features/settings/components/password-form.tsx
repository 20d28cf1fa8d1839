import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { passwordChangeSchema } from '@common/account-schemas';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';

/** The payload plus a confirmation that must match (confirmPassword is never sent). */
const passwordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

type PasswordValues = z.input<typeof passwordFormSchema>;

const emptyValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm (POST /api/user/password); every other session is signed out. */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: zodResolver(passwordFormSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          showSuccessToast('Password changed', 'Your password was changed. Your other sessions have been signed out.');
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to change password', form }),
      },
    ),
  );

  return (
    <Card padding="lg" component="section" aria-labelledby="password-heading">
      <Title order={2} fz="lg" id="password-heading">
        Password
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Changing your password signs you out on every other device.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput label="Current Password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordInput label="New Password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm New Password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
