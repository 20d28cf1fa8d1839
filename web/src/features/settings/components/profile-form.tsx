import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAt } from '@tabler/icons-react';
import type { PublicUser } from '@common/auth-schemas';
import { profileUpdateSchema } from '@common/account-schemas';
import { ApiError } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { zodResolver } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';

type ProfileValues = { firstName: string; lastName: string; email: string };

const valuesOf = (user: PublicUser): ProfileValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
});

/** First name, last name, email (PATCH /api/user). */
export function ProfileForm({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: zodResolver(profileUpdateSchema),
    validateInputOnChange: true,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        showSuccessToast('Settings saved', 'Your profile has been updated.');
      },
      onError: (error) => {
        // A taken email is the email field's fault: say it there.
        if (error instanceof ApiError && error.status === 409) form.setFieldError('email', error.body.message ?? 'Email already in use');
        else reportMutationError(error, { title: 'Error', fallback: 'Failed to save settings', form });
      },
    }),
  );

  return (
    <Card padding="lg" component="section" aria-labelledby="profile-heading">
      <Title order={2} fz="lg" id="profile-heading">
        Profile
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Signed in as @{user.username}.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First Name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" leftSection={<IconAt size={16} />} {...form.getInputProps('email')} />
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
