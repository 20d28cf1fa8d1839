// A dialog whose code loads on intent (see lazy-with-preload.ts): its chunk is fetched, and the
// dialog mounted closed, when the pointer or focus reaches a button that opens it, so that it
// opens and closes with its transitions and gives focus back. Opening without that intent (a
// direct link) mounts it at once.
import { useState } from 'react';

export function useLazyDialog(preload: () => Promise<unknown>, initiallyOpen = false) {
  const [mounted, setMounted] = useState(initiallyOpen);
  const [opened, setOpened] = useState(initiallyOpen);
  const prepare = () => {
    void preload();
    setMounted(true);
  };
  const open = () => {
    prepare();
    setOpened(true);
  };
  return {
    mounted,
    opened,
    open,
    close: () => setOpened(false),
    /** Spread on every button that opens the dialog. */
    triggerProps: { onPointerEnter: prepare, onFocus: prepare, onClick: open },
  };
}
