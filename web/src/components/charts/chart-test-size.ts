// happy-dom lays nothing out: the chart tests give every element a box of the chart's size.
import { afterEach, beforeEach, vi } from 'vitest';

export const CHART_BOX = { width: 600, height: 240 };

export function withChartBox() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...CHART_BOX,
      x: 0,
      y: 0,
      left: 0,
      top: 0,
      right: CHART_BOX.width,
      bottom: CHART_BOX.height,
      toJSON: () => ({}),
    });
  });
  afterEach(() => vi.restoreAllMocks());
}

/** The marks a chart drew (its bars), without the band under the pointer. */
export const barsIn = (container: HTMLElement) => [...container.querySelectorAll<SVGRectElement>('svg rect[style]')];
export const numberAttribute = (element: Element, name: string) => Number(element.getAttribute(name));
