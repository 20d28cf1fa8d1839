import { Button, PasswordInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { registerFormSchema, type RegisterFormValues } from '@common/auth-schemas';
import { ApiError } from '../../../lib/api-client';
import { reportMutationError, SEE_FIELDS } from '../../../lib/report-mutation-error';
import { showErrorToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useRegister } from '../api/register';

type RegisterFormProps = { asTrainer?: boolean };

/** Account creation; the server signs the new user in and the page redirects. */
export function RegisterForm({ asTrainer = false }: RegisterFormProps) {
  const registerUser = useRegister();
  const form = useForm<RegisterFormValues>({
    mode: 'controlled',
    initialValues: {
      username: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
      isTrainer: asTrainer,
      trainerApplicationNote: '',
    },
    validate: zodResolver(registerFormSchema),
    validateInputOnChange: true,
    // Changing the password can make (or stop making) the confirmation a mismatch.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword) form.validateField('confirmPassword');
    },
  });

  const submit = form.onSubmit(({ confirmPassword: _confirmation, trainerApplicationNote, ...payload }) =>
    registerUser.mutate(payload.isTrainer && trainerApplicationNote?.trim() ? { ...payload, trainerApplicationNote } : payload, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setFieldError('username', error.body.message ?? 'Username or email already in use');
          showErrorToast('Registration failed', SEE_FIELDS);
          return;
        }
        reportMutationError(error, { title: 'Registration failed', form });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="Choose a username"
          autoComplete="username"
          leftSection={<IconUser size={16} />}
          withAsterisk
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          leftSection={<IconAt size={16} />}
          withAsterisk
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            placeholder="Jane"
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
            value={form.values.firstName ?? ''}
          />
          <TextInput
            label="Last name"
            placeholder="Doe"
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
            value={form.values.lastName ?? ''}
          />
        </SimpleGrid>
        <PasswordInput
          label="Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          placeholder="Repeat your password"
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Switch
          label="Trainer Account"
          description="Register as a pet trainer to create and manage training programs"
          size="md"
          {...form.getInputProps('isTrainer', { type: 'checkbox' })}
        />
        {form.values.isTrainer ? (
          <Textarea
            label="About your qualifications (optional)"
            description="An administrator reviews trainer accounts before the trainer tools open."
            autosize
            minRows={2}
            {...form.getInputProps('trainerApplicationNote')}
            value={form.values.trainerApplicationNote ?? ''}
          />
        ) : null}
        <Button type="submit" size="md" fullWidth loading={registerUser.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
