// When owners are reminded of a vaccine running out (issue 12): 30 days before, 7 days before and
// on the day, each once. A record first seen closer to its expiry gets only the nearest reminder.
import { spelledDay } from './vaccines';

export const REMINDER_KINDS = ['due_in_30_days', 'due_in_7_days', 'expires_today'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How far ahead reminders look. */
export const REMINDER_HORIZON_DAYS = 30;

/** The reminder due `daysLeft` days before expiry, or null outside the window. */
export function reminderKindFor(daysLeft: number): ReminderKind | null {
  if (daysLeft < 0 || daysLeft > REMINDER_HORIZON_DAYS) return null;
  if (daysLeft === 0) return 'expires_today';
  return daysLeft <= 7 ? 'due_in_7_days' : 'due_in_30_days';
}

/** The notification's title and message: "Rex's rabies vaccination expires on March 9, 2027". */
export function reminderText(
  kind: ReminderKind,
  petName: string,
  vaccineName: string,
  expiresOn: string,
): { title: string; message: string } {
  const what = `${petName}'s ${vaccineName} vaccination`;
  if (kind === 'expires_today') {
    return { title: 'Vaccination expires today', message: `${what} expires today. Add the new record so upcoming stays are not blocked.` };
  }
  return {
    title: 'Vaccination due soon',
    message: `${what} expires on ${spelledDay(expiresOn)}. Book the booster and add the new record to keep stays and sessions bookable.`,
  };
}
