import type { PublicUser } from '@common/auth-schemas';

type Named = Pick<PublicUser, 'username' | 'firstName' | 'lastName'>;

/** 'Jane Doe', 'Jane', or the username when no name was given. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return full || user.username;
}

export function initials(user: Named): string {
  const fromName = [user.firstName, user.lastName]
    .filter((part): part is string => Boolean(part))
    .map((part) => part[0])
    .join('');
  return (fromName || user.username.slice(0, 2)).toUpperCase();
}
