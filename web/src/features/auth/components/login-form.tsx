import type { ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { loginSchema, type LoginInput } from '@common/auth-schemas';
import { ApiError } from '../../../lib/api-client';
import { showFieldErrors } from '../../../lib/report-mutation-error';
import { zodResolver } from '../../../lib/zod-form';
import { useLogin } from '../api/login';

type LoginFormProps = {
  /** Shown between the password field and the Sign In button (the forgot links on /auth). */
  belowPassword?: ReactNode;
};

/** Username + password + Sign In. The page redirects once the user is stored. */
export function LoginForm({ belowPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: zodResolver(loginSchema),
    validateInputOnChange: true,
  });

  const submit = form.onSubmit((values) =>
    login.mutate(values, { onError: (error) => showFieldErrors(form, error) }),
  );

  // A wrong password is not a field's fault: say it once, above the button.
  const failure = login.error instanceof ApiError && login.error.status !== 400 ? login.error.body.message : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Your username"
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          leftSection={<IconLock size={16} />}
          {...form.getInputProps('password')}
        />
        {belowPassword}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={login.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
