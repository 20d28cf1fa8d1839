// The app's toasts (SPEC section 8): a title and a message; destructive ones in red.
// One piece of news is toasted once. A screen toasts what the person just did ('Payment Failed',
// 'Enrollment Successful'), and the server's real-time notification about the same event arrives
// a moment before or after it with the same title, give or take its case ('Payment failed'): two
// or three toasts stacked over the form for one click. The screen's toast (SPEC's words for the
// screen) is the one kept: a real-time toast whose title the screen showed in the last few seconds
// is left out, and one shown just before the screen's is taken down. The notification still
// reaches the bell. Toasts from the same source always show (a second failed try is news).
import { notifications } from '@mantine/notifications';

type Toast = { title: string; message: string; color?: string; autoClose?: number };

export const SAME_NEWS_MS = 6000;
const screenShownAt = new Map<string, number>();
const realtimeShown = new Map<string, { at: number; id: string }>();

const keyOf = (title: string) => title.trim().toLowerCase();
const recent = (at: number) => Date.now() - at < SAME_NEWS_MS;

function showFromScreen(toast: Toast) {
  const key = keyOf(toast.title);
  screenShownAt.set(key, Date.now());
  const earlier = realtimeShown.get(key);
  if (earlier && recent(earlier.at)) notifications.hide(earlier.id);
  realtimeShown.delete(key);
  notifications.show(toast);
}

export function showSuccessToast(title: string, message: string) {
  showFromScreen({ title, message, color: 'teal' });
}

/** News that is neither a success nor a failure (blue). */
export function showInfoToast(title: string, message: string) {
  showFromScreen({ title, message, color: 'blue' });
}

export function showErrorToast(title: string, message: string) {
  showFromScreen({ title, message, color: 'red', autoClose: 8000 });
}

/** A notification that arrived over the real-time channel (type error in red). */
export function showRealtimeToast(title: string, message: string, isError: boolean) {
  const key = keyOf(title);
  const screenAt = screenShownAt.get(key);
  if (screenAt !== undefined && recent(screenAt)) return;
  const id = notifications.show({ title, message, color: isError ? 'red' : undefined, autoClose: isError ? 8000 : 5000 });
  realtimeShown.set(key, { at: Date.now(), id });
}
