// The kinds of notification (decisions.md 33); 'error' is shown destructive, the rest default.
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The kinds of event a user chooses email for (settings page). In-app delivery is always on;
 * 'general' (test notifications and the like) is never emailed.
 */
export const NOTIFICATION_CATEGORIES = ['bookings', 'training', 'programs', 'account', 'messages', 'general'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The categories shown on the settings page with an email switch. */
export const EMAIL_CATEGORIES = [
  'bookings',
  'training',
  'programs',
  'account',
  'messages',
] as const satisfies readonly NotificationCategory[];
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

/** A user's e-mail switches as stored (users.email_notifications): a category not listed is on. */
export type EmailPreferences = Partial<Record<EmailCategory, boolean>>;

/**
 * Whether an event of `category` is e-mailed to a user with these preferences: 'general' never,
 * any other category unless the user turned it off. One rule for every mail that follows them
 * (notification e-mails, the messages' away mail).
 */
export function wantsEmail(preferences: EmailPreferences, category: NotificationCategory): boolean {
  return category !== 'general' && preferences[category] !== false;
}
