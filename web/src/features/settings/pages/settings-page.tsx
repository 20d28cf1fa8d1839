import { Suspense } from 'react';
import { Grid, Skeleton, Stack } from '@mantine/core';
import { ListLoading } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { useUser } from '../../../lib/session';
import { ProfileForm } from '../components/profile-form';

// The cards after the profile form come after the page's load (decisions.md 103): each column's
// in one piece, below what is drawn, so nothing drawn moves when they come.
const moreCards = () => import('../components/settings-more-cards');
const AccountCards = lazyAfterPageLoad(() => moreCards().then((module) => ({ default: module.AccountCards })));
const PreferenceCards = lazyAfterPageLoad(() => moreCards().then((module) => ({ default: module.PreferenceCards })));

const cardsLoading = (name: string) => (
  <ListLoading loading={{ count: 1, skeleton: <Skeleton h={160} radius="md" />, label: `Loading ${name}` }} />
);

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
            <Suspense fallback={cardsLoading('the password form')}>
              <AccountCards user={user.data} />
            </Suspense>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Suspense fallback={cardsLoading('the notification preferences')}>
              <PreferenceCards />
            </Suspense>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
