// What each real-time notification changes on screen: one table from the notification's category
// (common/notification-types.ts) to the query keys its event makes stale. A trainer moving a step
// sends a 'training' notification; the owner's open Training tab refetches the skill progress, so
// the card says "step 2 of 7" together with the toast instead of after a reload. Every category
// has an entry (the Record type and a unit test hold that), so a new category cannot be forgotten.
// Each key is a prefix: ['pets'] refreshes every pet's records (sessions, assessments, report
// cards, vaccinations and their status), ['bookings'] every booking and its receipt.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NotificationCategory } from '@common/notification-types';
import type { Notification } from '@common/notification-schemas';
import { bookingQueryKeys } from '../booking-query';
import { cartQueryKeys } from '../cart-query';
import { NOTIFICATION_VIEW_KEYS } from '../notification-query';
import { petQueryKeys } from '../pet-query';
import { enrollmentQueryKeys, programQueryKeys } from '../program-query';
import { skillProgressQueryKeys } from '../skill-progress-query';
import { trainerQueryKeys } from '../trainer-query';
import { refreshAfterEvent } from '../query-client';
import { userQueryKey } from '../session';

/** The skills catalogue (training-skills feature): its cart flags change with a checkout. */
const skillCatalogueKey = ['training-skills'] as const;

export const REALTIME_INVALIDATIONS: Record<NotificationCategory, readonly QueryKey[]> = {
  // Booked, confirmed, cancelled, paid, refunded, a payment failed, a cart checked out, a
  // vaccination reminder before a stay: the bookings, the cart, the pets' vaccination status,
  // the trainer's clients and analytics, and the skills a stay brought (cancelled-stay skills).
  bookings: [
    bookingQueryKeys.all,
    cartQueryKeys.all,
    petQueryKeys.all,
    trainerQueryKeys.all,
    skillProgressQueryKeys.all,
    skillCatalogueKey,
  ],
  // Skill assigned, step moved, video shared, skill completed, session logged, assessment or
  // report card written, skills checked out from the cart: the pet's progress and records, the
  // cart and the bookings a checkout made, and the trainer's views of them.
  training: [
    skillProgressQueryKeys.all,
    skillCatalogueKey,
    petQueryKeys.all,
    trainerQueryKeys.all,
    enrollmentQueryKeys.all,
    cartQueryKeys.all,
    bookingQueryKeys.all,
  ],
  // Enrolled, withdrawn, a program changed or completed.
  programs: [programQueryKeys.all, enrollmentQueryKeys.all, petQueryKeys.all, trainerQueryKeys.all],
  // Password or e-mail changed: who is signed in, and the profile shown from it.
  account: [userQueryKey],
  // Messages travel as their own socket events ({type: 'message'}); a notification of this kind changes nothing else.
  messages: [],
  // Test notifications and the like: nothing else changes.
  general: [],
};

/** The keys a notification makes stale (always the notification views). */
export function staleKeysFor(notification: Pick<Notification, 'category'>): readonly QueryKey[] {
  return [...NOTIFICATION_VIEW_KEYS, ...(REALTIME_INVALIDATIONS[notification.category] ?? [])];
}

/** Refetches what the notification's event changed (active queries now, the rest when next shown). */
export function refreshAfterNotification(queryClient: QueryClient, notification: Pick<Notification, 'category'>): Promise<void> {
  return Promise.all(staleKeysFor(notification).map((queryKey) => refreshAfterEvent(queryClient, { queryKey }))).then(() => undefined);
}
