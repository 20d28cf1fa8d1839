// The app's toasts (SPEC section 8): a title and a message; destructive ones in red.
// One piece of news is toasted once. A screen toasts what the person just did ('Payment Failed',
// 'Enrollment Successful'), and the server's real-time notification about the same event arrives
// a moment before or after it with the same title, give or take its case ('Payment failed'): two
// or three toasts stacked over the form for one click. A toast from one of the two sources is
// left out when the other showed that title in the last few seconds; the notification still
// reaches the bell. Toasts from the same source always show (a second failed try is news).
import { notifications } from '@mantine/notifications';

type Source = 'screen' | 'realtime';
type Toast = { title: string; message: string; color?: string; autoClose?: number };

export const SAME_NEWS_MS = 6000;
const lastShown: Record<Source, Map<string, number>> = { screen: new Map(), realtime: new Map() };

function showOnce(source: Source, toast: Toast) {
  const key = toast.title.trim().toLowerCase();
  const now = Date.now();
  const other = lastShown[source === 'screen' ? 'realtime' : 'screen'];
  for (const [title, at] of other) if (now - at >= SAME_NEWS_MS) other.delete(title);
  if (other.has(key)) return;
  lastShown[source].set(key, now);
  notifications.show(toast);
}

export function showSuccessToast(title: string, message: string) {
  showOnce('screen', { title, message, color: 'teal' });
}

/** News that is neither a success nor a failure (blue). */
export function showInfoToast(title: string, message: string) {
  showOnce('screen', { title, message, color: 'blue' });
}

export function showErrorToast(title: string, message: string) {
  showOnce('screen', { title, message, color: 'red', autoClose: 8000 });
}

/** A notification that arrived over the real-time channel (type error in red). */
export function showRealtimeToast(title: string, message: string, isError: boolean) {
  showOnce('realtime', { title, message, color: isError ? 'red' : undefined, autoClose: isError ? 8000 : 5000 });
}
