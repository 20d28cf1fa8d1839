import type { ReactNode } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import type { LoginInput } from '@common/auth-schemas';
import { ApiError } from '../../../lib/api-client';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useLogin } from '../api/login';

type LoginFormProps = {
  /** Shown between the password field and the Sign In button (the forgot links on /auth). */
  belowPassword?: ReactNode;
};

const LOGIN_FIELDS = ['username', 'password'] as const;

/** Username + password + Sign In. The page redirects once the user is stored. */
export function LoginForm({ belowPassword }: LoginFormProps) {
  const login = useLogin();
  // The schema (and zod) load on the first focus: the sign-in page paints without them.
  const schema = useDeferredSchema(
    () => import('@common/auth-schemas').then((module) => module.loginSchema),
    () => LOGIN_FIELDS.forEach((field) => form.isDirty(field) && form.validateField(field)),
  );
  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schema.validate,
    validateInputOnChange: true,
  });

  const submit = schema.submitWith(
    form.onSubmit((values) => login.mutate(values, { onError: (error) => reportMutationError(error, { title: 'Login failed', form }) })),
  );

  // A wrong password is not a field's fault: say it once, above the button.
  const failure = login.error instanceof ApiError && login.error.status !== 400 ? login.error.body.message : null;

  return (
    <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
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
