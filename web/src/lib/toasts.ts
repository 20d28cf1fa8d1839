// The app's toasts (SPEC section 8): a title and a message; destructive ones in red.
import { notifications } from '@mantine/notifications';

export function showSuccessToast(title: string, message: string) {
  notifications.show({ title, message, color: 'teal' });
}

export function showErrorToast(title: string, message: string) {
  notifications.show({ title, message, color: 'red', autoClose: 8000 });
}
