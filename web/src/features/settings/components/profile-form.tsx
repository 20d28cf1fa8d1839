import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt, IconMailForward } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import { emailConfirmationSentMessage } from '@common/account-words';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = { firstName: string; lastName: string; email: string; phone: string; currentPassword: string };

const valuesOf = (user: PublicUser): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phone ?? '',
  currentPassword: '',
});

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;

const isNewAddress = (email: string, user: PublicUser) => email.trim().toLowerCase() !== user.email.toLowerCase();

/**
 * First name, last name, email (PATCH /api/user). A new address asks for the current password and
 * changes only once the link mailed to it is opened (decisions.md 53): until then it shows as pending.
 */
export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  // The checks (and zod) load on the first focus in the form: the page draws without them. What
  // was typed before they came is checked then.
  const schema = useDeferredSchema(
    () => import('@common/account-schemas').then((module) => module.profileUpdateSchema),
    () => PROFILE_FIELDS.forEach((field) => form.isDirty(field) && form.validateField(field)),
  );
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: schema.validate,
    validateInputOnChange: true,
  });

  const changingEmail = isNewAddress(form.values.email, user);

  const submit = schema.submitWith(
    form.onSubmit(({ currentPassword, ...values }) =>
      update.mutate(changingEmail ? { ...values, currentPassword } : values, {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.setValues(valuesOf(saved));
          if (changingEmail) showSuccessToast('Check your new inbox', emailConfirmationSentMessage(values.email.trim()));
          else showSuccessToast('Settings saved', 'Your profile has been updated.');
        },
        onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to save settings', form }),
      }),
    ),
  );

  return (
    <Card padding="lg" component="section" aria-labelledby="profile-heading">
      <Title order={2} fz="lg" id="profile-heading">
        Profile
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Signed in as @{user.username}.
      </Text>
      <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            description="For the business and your pets' trainers, to reach you during a stay. Never shown to other owners."
            {...form.getInputProps('phone')}
          />
          <TextInput label="Email" type="email" autoComplete="email" leftSection={<IconAt size={16} />} {...form.getInputProps('email')} />
          {user.pendingEmail && !changingEmail && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconMailForward />}
              title="Waiting for confirmation"
              style={{ overflowWrap: 'anywhere' }}
            >
              Open the link we sent to {user.pendingEmail} to start using it. Until then we write to {user.email}.
            </Alert>
          )}
          {changingEmail && (
            <PasswordInput
              label="Current password"
              description="Needed to change your e-mail address."
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
