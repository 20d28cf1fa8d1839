// The kinds of notification (SPEC section 3); 'error' is shown destructive, the rest default.
export const NOTIFICATION_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
