import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';
import type { PasswordValues } from './password-form-schema';

const emptyValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORD_FIELDS = Object.keys(emptyValues) as (keyof PasswordValues)[];

/** Current, new and confirm (POST /api/user/password); every other session is signed out. */
export function PasswordForm() {
  const change = useChangePassword();
  // The checks (and zod) load on the first focus in the form: the page draws without them. A field
  // left before they came is checked then.
  const schema = useDeferredSchema(
    () => import('./password-form-schema').then((module) => module.passwordFormSchema),
    () =>
      PASSWORD_FIELDS.forEach(
        (field) => form.isTouched(field) && form.getInputNode(field) !== document.activeElement && form.validateField(field),
      ),
  );
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schema.validate,
    validateInputOnBlur: true,
  });

  const submit = schema.submitWith(
    form.onSubmit(({ currentPassword, newPassword }) =>
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
      <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
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
