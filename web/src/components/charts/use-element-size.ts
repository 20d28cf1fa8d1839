// An element's size in px, read before the first paint (so a chart is drawn in the frame its box
// first shows) and again whenever it changes (a phone turned, a window resized). Mantine's
// useElementSize reads it in a ResizeObserver's first callback, a frame after the box is shown empty.
import { useLayoutEffect, useState, type RefObject } from 'react';

export type Size = { width: number; height: number };

export function useElementSize(element: RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    const read = () => {
      const { width, height } = target.getBoundingClientRect();
      setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
