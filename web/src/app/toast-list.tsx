import { Notifications } from '@mantine/notifications';
import classes from './toast-list.module.css';

/** The toasts on screen; its own module so that the toast host can load it on demand. */
export default function ToastList() {
  return <Notifications position="top-right" limit={4} classNames={{ root: classes.toasts }} />;
}
