// WCAG 2.x contrast ratio of two opaque colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).

/** [r, g, b] in 0-255 from '#rgb', '#rrggbb', 'rgb(r, g, b)' or an opaque 'rgba(r, g, b, 1)'. */
export function parseColor(color: string): [number, number, number] {
  const text = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(text);
  if (rgb) {
    const [red, green, blue, alpha = '1'] = rgb[1].split(/[\s,/]+/).filter(Boolean);
    if (Number(alpha) !== 1) throw new Error(`A translucent colour has no contrast of its own: ${color}`);
    return [Number(red), Number(green), Number(blue)];
  }
  throw new Error(`Not a colour: ${color}`);
}

function relativeLuminance(color: string): number {
  const [red, green, blue] = parseColor(color).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
