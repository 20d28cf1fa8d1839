import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** 'Notifications, 3 unread': the red dot is silent, so screen readers hear the count instead. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** The bell's button (the red dot is the Indicator around it). Props go to the button. */
export function BellButton({ unread, ...props }: { unread: number } & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={notificationsLabel(unread)}
      data-unread={unread > 0 || undefined}
      {...props}
    >
      <IconBell size={20} />
    </ActionIcon>
  );
}

/** The red dot on the bell while unread notifications exist; `withCount` writes their number in it. */
export function BellIndicator({ unread, withCount = false, children }: { unread: number; withCount?: boolean; children: ReactNode }) {
  return (
    <Indicator
      color="red"
      size={withCount ? 16 : 9}
      offset={withCount ? 6 : 7}
      label={withCount ? (unread > 99 ? '99+' : unread) : undefined}
      disabled={unread === 0}
      processing={false}
    >
      {children}
    </Indicator>
  );
}
