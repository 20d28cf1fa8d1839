// The nav bar's menus load just after the first paint (deferred-nav.tsx); until then a stand-in
// that looks the same takes their place. A click on a stand-in, or focus on it, is handed over to
// the real menu as it mounts: the menu opens, or its button takes the focus, as if it had been
// there all along.
import { useCallback, useEffect, useState } from 'react';

type HandOver = { open: boolean; focus: boolean };

const NOTHING: HandOver = { open: false, focus: false };
const pending = new Map<string, HandOver>();

function note(id: string, change: Partial<HandOver>) {
  pending.set(id, { ...(pending.get(id) ?? NOTHING), ...change });
}

/** Spread on a stand-in's button. */
export function standInProps(id: string) {
  return {
    onClick: () => note(id, { open: true }),
    onFocus: () => note(id, { focus: true }),
    onBlur: () => note(id, { focus: false }),
  };
}

/**
 * What happened to this menu's stand-in: `opened` is the menu's first state; `focusRef` goes on
 * its button and focuses it when the stand-in had the focus.
 */
export function useHandOver(id: string) {
  // Read in render (so the menu's first state is right) and cleared in an effect, since React may
  // call a state initialiser twice.
  const [handOver] = useState(() => pending.get(id) ?? NOTHING);
  useEffect(() => {
    pending.delete(id);
  }, [id]);
  const focusRef = useCallback(
    (node: HTMLElement | null) => {
      if (node && handOver.focus && !node.contains(document.activeElement)) node.focus();
    },
    [handOver],
  );
  return { opened: handOver.open, focusRef };
}
