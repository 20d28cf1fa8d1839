import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';

// The toast host (and its transition library) is fetched when the first toast is shown, not with
// the first page: most page loads show none. Toasts sent before it arrives wait in the store.
const ToastList = lazy(() => import('./toast-list'));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
