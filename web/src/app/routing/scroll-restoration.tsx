// Scrolling on a navigation as between documents: a new page opens at its top (or at the element its
// address's #hash names), and back or forward returns to where the page was left, also after a reload
// (the positions are kept in the tab's sessionStorage). The browser's own restoring is off: it would
// scroll before the page it returns to is drawn.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'pawsconnect-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** `location`: the location drawn (router.tsx draws a new one only once its code is in). */
export function ScrollRestoration({ location }: { location: Location }) {
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(null);
  positions.current ??= savedPositions();
  // The location whose scroll is settled: none until the first is drawn.
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Where each location was left: recorded as it scrolls, since by the time a navigation is
    // drawn the next page has replaced the page (and may have shortened it).
    const record = () => {
      if (shownKey.current !== null) positions.current![shownKey.current] = window.scrollY;
    };
    const keep = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // A full or disabled storage loses the positions across a reload, nothing else.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // Once per location (an effect may run again for the same one, as React's StrictMode has it).
    if (shownKey.current === location.key) return;
    const first = shownKey.current === null;
    shownKey.current = location.key;
    const saved = positions.current![location.key];
    // (scrollTo is not returned: a browser's may answer a promise, which React would take for a cleanup.)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page of a visit is where the browser put it.
    if (first) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
