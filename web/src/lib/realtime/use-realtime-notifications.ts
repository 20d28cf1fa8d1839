// Keeps the signed-in user's real-time channel open (decisions.md 37): each incoming notification
// becomes a toast (type error in red, others default; not when the screen has just toasted the
// same news, see toasts.ts) and refreshes the bell, the list, the dashboard's Recent Activity and
// whatever its event changed (realtime-invalidations.ts); every (re)open refetches them too, catching up on what arrived while the socket was
// down. The socket closes when the user signs out (no user id).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@common/notification-schemas';
import { journalQueryKeys } from '../journal-query';
import { frontDeskQueryKeys } from '../front-desk-query-keys';
import { refreshNotificationViews } from '../notification-query';
import { refreshAfterEvent } from '../query-client';
import { showRealtimeToast } from '../toasts';
import { userQueryOptions } from '../session';
import { refreshAfterNotification } from './realtime-invalidations';
import { RealtimeConnection, realtimeUrl } from './realtime-connection';
import { publishMessageEvent, publishReopen, setMessageSender } from './message-channel';

export function showNotificationToast(notification: Pick<Notification, 'title' | 'message' | 'type'>) {
  showRealtimeToast(notification.title, notification.message, notification.type === 'error');
}

export function useRealtimeNotifications(userId: number | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === undefined) return;
    const connection = new RealtimeConnection({
      url: realtimeUrl(window.location),
      userId,
      onOpen: () => {
        void refreshNotificationViews(queryClient);
        publishReopen();
      },
      onNotification: (notification) => {
        showNotificationToast(notification);
        void refreshAfterNotification(queryClient, notification);
      },
      // Messages, read receipts and typing (decisions.md 63) go to the messages feature's listener.
      onMessages: publishMessageEvent,
      onDayBoard: () => void refreshAfterEvent(queryClient, { queryKey: frontDeskQueryKeys.all }),
      // A journal entry also moves the board's rounds (logged, due, overdue).
      onJournal: (bookingId) => {
        void refreshAfterEvent(queryClient, { queryKey: journalQueryKeys.stay(bookingId) });
        void refreshAfterEvent(queryClient, { queryKey: frontDeskQueryKeys.all });
        // The pets' timelines list journal entries too (the signal names the stay, not its pets).
        void refreshAfterEvent(queryClient, { predicate: (query) => query.queryKey.at(-1) === 'timeline' });
      },
      // The server ended this session (logout elsewhere, password reset): ask who is signed in.
      // No one: the layout sends the visitor to /auth and this effect ends. Still signed in (the
      // socket alone was dropped): connect again.
      onSessionEnded: () => {
        queryClient
          .fetchQuery({ ...userQueryOptions(), staleTime: 0 })
          .then((user) => {
            if (user) connection.reconnect();
          })
          .catch(() => connection.reconnect());
      },
    });
    connection.start();
    setMessageSender((message) => connection.send(message));
    return () => {
      setMessageSender(null);
      connection.stop();
    };
  }, [userId, queryClient]);
}
