import { getDefaultZIndex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { PHONE_QUERY } from './phone-query';
import classes from './toast-list.module.css';

// Between dialogs and menus: a toast that reports a dialog's result shows above the dialog still
// open, and a menu or dropdown the user has just opened is not covered by a toast (Mantine's
// default puts toasts above both, which hid a phone's whole navigation menu under them).
const TOAST_Z_INDEX = (getDefaultZIndex('modal') + getDefaultZIndex('popover')) / 2;

/**
 * The toasts on screen; its own module so that the toast host can load it on demand. On a phone
 * they rise from the bottom: at the top they covered the page's title ('Welcome, Alex!') and the
 * first thing on it, the whole width of the screen.
 */
export default function ToastList() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      limit={4}
      zIndex={TOAST_Z_INDEX}
      classNames={{ root: classes.toasts }}
    />
  );
}
