import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SavedCardsCard } from '../components/saved-cards-card';
import { TrainerProfileCard } from '../components/trainer-profile-card';

/** /settings: profile, a trainer's public profile, password and which notifications are also emailed (issue 9). */
export default function SettingsPage() {
  const user = useUser();
  const header = <PageHeader title="Settings" description="Your profile, password, notification preferences and saved cards." />;
  // Only the build's drawing of the page (scripts/route-pages.ts) has no session yet: the signed-in
  // layout renders a page once it has one. That drawing is the header; the app draws the forms below
  // it (drawn without the profile form, they would move down when it came).
  if (!user.data) return header;
  return (
    <>
      {header}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ProfileForm key={user.data.id} user={user.data} />
            {user.data.isTrainer ? <TrainerProfileCard key={`trainer-${user.data.id}`} user={user.data} /> : null}
            <PasswordForm />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <NotificationPreferencesCard />
            <SavedCardsCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
