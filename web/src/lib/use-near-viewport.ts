// Whether an element is on the screen or within `margin` of it, from the first time it is: for
// work that only someone who can see the element needs (drawing a chart). Without
// IntersectionObserver (old browsers, jsdom) every element counts as near.
import { useEffect, useState } from 'react';

export function useNearViewport<Element extends HTMLElement>(margin: string): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
