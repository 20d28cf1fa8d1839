// The app's toasts (decisions.md 38), as the screens call them. A toast follows something the
// person did or news from the server, never a page's first draw: what shows it (toast-news.ts, with
// Mantine's notification store) is fetched with the first toast, so that the ~30 pages that can
// toast do not each carry a copy of it in their first load (decisions.md 101). Toasts keep their
// order: each waits for the same import.
type ToastNews = typeof import('./toast-news');

let news: Promise<ToastNews> | undefined;
const withNews = (show: (loaded: ToastNews) => void) => void (news ??= import('./toast-news')).then(show);

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
