// The app's toasts (decisions.md 38), as the screens call them. A toast follows something the
// person did or news from the server, never a page's first draw: what shows it (toast-news.ts, with
// Mantine's notification store) is fetched once the page has loaded and the browser is idle, so
// that the ~30 pages that can toast do not each carry a copy of it in their first load
// (decisions.md 101), and is there before a lost connection has a toast to show. A toast asked
// for sooner fetches it at once. Toasts keep their order: each waits for the same import.
import { afterPageLoad } from './after-page-load';

type ToastNews = typeof import('./toast-news');

let news: Promise<ToastNews> | undefined;
/** The module, fetched once; a failed fetch (offline) is tried again by the next toast. */
const loadNews = () =>
  (news ??= import('./toast-news').catch((error: unknown) => {
    news = undefined;
    throw error;
  }));
const withNews = (show: (loaded: ToastNews) => void) => void loadNews().then(show, () => {});

void afterPageLoad()
  .then(loadNews)
  .catch(() => {});

export function showSuccessToast(title: string, message: string) {
  withNews((loaded) => loaded.showSuccessToast(title, message));
}

/** News that is neither a success nor a failure (blue). */
export function showInfoToast(title: string, message: string) {
  withNews((loaded) => loaded.showInfoToast(title, message));
}

export function showErrorToast(title: string, message: string) {
  withNews((loaded) => loaded.showErrorToast(title, message));
}

/** A notification that arrived over the real-time channel (type error in red). */
export function showRealtimeToast(title: string, message: string, isError: boolean) {
  withNews((loaded) => loaded.showRealtimeToast(title, message, isError));
}
