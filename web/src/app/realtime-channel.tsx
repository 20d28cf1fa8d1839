// The signed-in user's real-time channel (use-realtime-notifications.ts) and the messages' live
// side on it (use-live-messages.ts), as a component the signed-in layout mounts once the page has
// loaded (lazy-after-page-load.ts): neither draws anything, and with the socket's code, the table
// of what each event refreshes and the messages' caches (about 3 KB compressed) they were the
// largest part of the layout's chunk a page can start without. What arrives before the socket opens
// is not lost: every open refetches the bell, the lists and the messages.
import { useLiveMessages } from '../features/messages/live/use-live-messages';
import { useRealtimeNotifications } from '../lib/realtime/use-realtime-notifications';

export default function RealtimeChannel({ userId }: { userId: number }) {
  useRealtimeNotifications(userId);
  useLiveMessages(userId);
  return null;
}
