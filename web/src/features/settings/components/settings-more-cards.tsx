// The /settings cards after the profile form (settings-page.tsx): a trainer's public profile and
// the password below it; the notification preferences and saved cards beside it (below it on a
// phone). Their code comes after the page's load (decisions.md 103).
import type { PublicUser } from '@common/auth-schemas';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { PasswordForm } from './password-form';
import { SavedCardsCard } from './saved-cards-card';
import { TrainerProfileCard } from './trainer-profile-card';

export function AccountCards({ user }: { user: PublicUser }) {
  return (
    <>
      {user.isTrainer ? <TrainerProfileCard key={`trainer-${user.id}`} user={user} /> : null}
      <PasswordForm />
    </>
  );
}

export function PreferenceCards() {
  return (
    <>
      <NotificationPreferencesCard />
      <SavedCardsCard />
    </>
  );
}
