// What the toasts of lib/toasts.ts do once this module has loaded (decisions.md 38): a title and a
// message; destructive ones in red.
// One piece of news is toasted once. A screen toasts what the person just did ('Boarding stay
// booked', 'Payment Failed'), and the server's real-time notification about the same event
// arrives a moment before or after it, often in other words ('Boarding Stay Created'): two toasts
// stacked over the form for one click. A notification that comes within a few seconds of the
// screen's own toast about the same thing (its title's first two words, any case: 'Boarding
// stay ...', 'Payment failed') is that echo: the screen's toast (the product's words (decisions.md 38) for the screen) is
// the one kept, the real-time one is left out, or taken down when it came first. Other news
// still toasts (a notification just after the welcome toast is not its echo). The notification
// still reaches the bell. Toasts from the same source always show (a second failed try is news).
import { notifications } from '@mantine/notifications';

type Toast = { title: string; message: string; color?: string; autoClose?: number };
/** What a title is about: its first two words, any case ('boarding stay'). */
type Subject = string;
const aboutOf = (title: string): Subject => title.trim().toLowerCase().split(/\s+/).slice(0, 2).join(' ');

export const SAME_NEWS_MS = 6000;
const screenShownAt = new Map<Subject, number>();
const realtimeShown = new Map<Subject, { at: number; ids: string[] }>();

const recent = (at: number | undefined) => at !== undefined && Date.now() - at < SAME_NEWS_MS;

function showFromScreen(toast: Toast) {
  const subject = aboutOf(toast.title);
  screenShownAt.set(subject, Date.now());
  const earlier = realtimeShown.get(subject);
  if (earlier && recent(earlier.at)) earlier.ids.forEach((id) => notifications.hide(id));
  realtimeShown.delete(subject);
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
  const subject = aboutOf(title);
  if (recent(screenShownAt.get(subject))) return;
  const id = notifications.show({ title, message, color: isError ? 'red' : undefined, autoClose: isError ? 8000 : 5000 });
  const earlier = realtimeShown.get(subject);
  realtimeShown.set(subject, { at: Date.now(), ids: earlier && recent(earlier.at) ? [...earlier.ids, id] : [id] });
}

/** Tests start with no recent toasts (the web suite shares this module between test files). */
export function forgetRecentToasts() {
  screenShownAt.clear();
  realtimeShown.clear();
}
