// A button that opens a short menu of actions (a message's Edit, staff's saved replies), with
// Mantine's Menu (Menu, Popover and floating-ui, about 30 KB compressed) fetched after the page's
// load (deferred-field.tsx): until then the button is drawn alone, looking the same. A pointer over
// it or a focus on it fetches the code at once; a button pressed while the code was on its way is
// handed over focused with its menu open. The items are data, so that the page needs none of the
// menu's code to name them.
import type { ReactNode } from 'react';
import type { MenuProps } from '@mantine/core';
import { deferredField, type LookAlikeHandlers } from './deferred-field';
import { focusedTarget, targetAlone, type Target } from './target-alone';

export type ActionMenuItem = { label: string; icon?: ReactNode; onClick: () => void };

export type ActionMenuProps = {
  /** The button that opens the menu (a Mantine Button or ActionIcon, with its accessible name). */
  target: Target;
  /** A label above the items. */
  heading?: string;
  items: ActionMenuItem[];
  position?: MenuProps['position'];
  width?: MenuProps['width'];
  /** The dropdown's greatest height; it scrolls beyond it. */
  maxHeight?: number;
  /** Open from the first render: the hand-over of a press on the button alone. */
  defaultOpened?: boolean;
};

function TargetAlone({ target, onIntent }: ActionMenuProps & LookAlikeHandlers) {
  return targetAlone(target, onIntent);
}

/** ActionMenu's options; its tests make menus with them and code of their own. */
export const actionMenuOptions = {
  displayName: 'ActionMenu',
  load: () => import('./action-menu-parts').then((module) => module.MantineActionMenu),
  LookAlike: TargetAlone,
  // Safari does not focus a button on a tap: a press alone opens the menu, a focus alone moves on.
  handOver: ({ focused, pressed }, { target }) => ({
    ...(focused ? { target: focusedTarget(target) } : {}),
    ...(pressed ? { defaultOpened: true } : {}),
  }),
} satisfies Parameters<typeof deferredField<ActionMenuProps>>[0];

export const ActionMenu = deferredField<ActionMenuProps>(actionMenuOptions);
