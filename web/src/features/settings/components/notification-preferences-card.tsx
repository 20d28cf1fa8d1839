import { Alert, Card, Divider, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { EmailCategory } from '@common/notification-types';
import { EMAIL_CATEGORIES } from '@common/notification-types';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const categoryText: Record<EmailCategory, { label: string; description: string }> = {
  bookings: { label: 'Bookings & payments', description: 'Booking confirmations, cancellations and payment updates.' },
  training: { label: 'Training progress', description: "Your pets' skill progress, sessions and assessments." },
  programs: { label: 'Programs', description: 'Enrolments and updates to the training programs you follow.' },
  account: { label: 'Account', description: 'Changes to your account and profile.' },
  messages: { label: 'Messages', description: 'Messages you have not read 10 minutes after they were sent.' },
};

/** Email on or off per kind of event; each switch saves at once (PUT). */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const body = () => {
    if (preferences.isPending) return <Skeleton height={160} radius="md" />;
    if (preferences.isError) {
      return (
        <ErrorState
          title="We couldn't load your preferences"
          message={errorMessage(preferences.error)}
          onRetry={() => void preferences.refetch()}
        />
      );
    }
    const email = preferences.data.email;
    return (
      <Stack gap="md">
        {EMAIL_CATEGORIES.map((category, index) => (
          <Stack key={category} gap="md">
            {index > 0 ? <Divider /> : null}
            <Switch
              label={categoryText[category].label}
              description={categoryText[category].description}
              checked={email[category]}
              onChange={(event) => save.mutate({ email: { ...email, [category]: event.currentTarget.checked } })}
              labelPosition="left"
              styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
            />
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="preferences-heading">
      <Title order={2} fz="lg" id="preferences-heading">
        Email notifications
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Choose which updates also reach your inbox.
      </Text>
      {body()}
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} mt="lg">
        In-app notifications are always on. Payment receipts and security emails (such as password changes) are always sent.
      </Alert>
    </Card>
  );
}
