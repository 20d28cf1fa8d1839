// The nav bar's menus are drawn once someone opens one (deferred-nav.tsx); until then a stand-in
// that looks the same takes their place. A click on a stand-in, or focus on it, is handed over to
// the real menu as it mounts: the menu opens, or its button takes the focus, as if it had been
// there all along.
import { useLayoutEffect, useRef, useState } from 'react';

type HandOver = { open: boolean; focus: boolean };

/** Which menu a stand-in stands in for: the same id on the stand-in and on the real menu. */
export const handOverIds = {
  notifications: 'notifications',
  userMenu: 'user-menu',
  mobileMenu: 'mobile-menu',
  navMenu: (label: string) => `nav-menu:${label}`,
};

const pending = new Map<string, HandOver>();

function note(id: string, change: Partial<HandOver>) {
  pending.set(id, { open: false, focus: false, ...pending.get(id), ...change });
}

/**
 * Spread on a stand-in's button; `onIntent` hears a click (a press, or Enter or Space on a focused
 * stand-in), noted first. A pointer arriving or pressing, or a focus, is not yet an intent: swapping
 * the stand-in for its menu between that and the click would take the button from under the click,
 * and the click would be lost. A focus is noted while it lasts, so that a menu mounting under it
 * takes it over.
 */
export function standInProps(id: string, onIntent: () => void = () => {}) {
  return {
    onClick: () => {
      // The press focused the stand-in; its menu's button takes that focus over.
      note(id, { open: true, focus: true });
      onIntent();
    },
    onFocus: () => note(id, { focus: true }),
    onBlur: () => note(id, { focus: false }),
  };
}

/**
 * A menu's open state, and a ref for its button, that take over what its stand-in received. Read
 * as the menu commits (the stand-in is gone by then, and React may have let a click through to it
 * while it rendered the menu in slices); the focus moves only when the stand-in took it with it.
 */
export function useHandOver<T extends HTMLElement = HTMLButtonElement>(id: string) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<T>(null);
  useLayoutEffect(() => {
    const handOver = pending.get(id);
    pending.delete(id);
    if (handOver?.open) setOpened(true);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (handOver?.focus && focusLost) targetRef.current?.focus();
  }, [id]);
  return { opened, setOpened, targetRef };
}
