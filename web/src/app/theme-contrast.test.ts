// The theme's text colours against the surfaces they sit on, in the light and the dark scheme,
// computed from the same theme object and CSS variables the app renders with: WCAG AA asks 4.5:1
// for normal text and 3:1 for large text (24px, or 18.66px bold).
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultCssVariablesResolver, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from '../test/wcag-contrast';
import { theme } from './theme';
import { readableCssVariables } from './theme-colors';

type Scheme = 'light' | 'dark';

const NORMAL_TEXT = 4.5;
const LARGE_TEXT = 3;

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

/** Every CSS variable the provider sets in `scheme`: Mantine's, then ours over them. */
function cssVariables(scheme: Scheme): Record<string, string> {
  const mantine = defaultCssVariablesResolver(merged);
  const ours = readableCssVariables(merged);
  return { ...mantine.variables, ...mantine[scheme], ...ours.variables, ...ours[scheme] };
}

/** A colour value with its var(--...) references followed to the end. */
function resolve(value: string, variables: Record<string, string>): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) return value;
  const next = variables[reference[1]];
  if (next === undefined) throw new Error(`No CSS variable ${reference[1]}`);
  return resolve(next, variables);
}

// Where text sits: the body, cards, the app shell's background and inputs.
const surfaces: Record<Scheme, Record<string, string>> = {
  light: { body: 'var(--mantine-color-body)', card: 'var(--mantine-color-white)', shell: 'var(--mantine-color-gray-0)' },
  dark: {
    body: 'var(--mantine-color-body)',
    card: 'var(--mantine-color-dark-6)',
    shell: 'var(--mantine-color-dark-8)',
  },
};

// The colours the app's buttons, badges, alerts and text use (grep `color=` in web/src).
const usedColors = ['orange', 'red', 'teal', 'blue', 'green', 'yellow', 'grape', 'gray'];

type Pair = { name: string; text: string; background: string; minimum: number };

function pairsFor(scheme: Scheme): Pair[] {
  const onSurfaces = (name: string, text: string, minimum = NORMAL_TEXT) =>
    Object.entries(surfaces[scheme]).map(([surface, background]) => ({ name: `${name} on ${surface}`, text, background, minimum }));
  const pairs: Pair[] = [
    ...onSurfaces('body text', 'var(--mantine-color-text)'),
    ...onSurfaces('dimmed text', 'var(--mantine-color-dimmed)'),
    ...onSurfaces('links', 'var(--mantine-color-anchor)'),
    ...onSurfaces('error text', 'var(--mantine-color-error)'),
    ...onSurfaces('placeholder', 'var(--mantine-color-placeholder)'),
    // Large display text: the landing hero's orange-6 to red-6 headline and the 404 (orange-6 on the body).
    ...['orange-6', 'red-6'].map((shade) => ({
      name: `${shade} headline on the landing hero`,
      text: `var(--mantine-color-${shade})`,
      background: scheme === 'light' ? 'var(--mantine-color-orange-0)' : 'var(--mantine-color-dark-7)',
      minimum: LARGE_TEXT,
    })),
    { name: '404 on the body', text: 'var(--mantine-color-orange-6)', background: 'var(--mantine-color-body)', minimum: LARGE_TEXT },
    // The sign-in page's side panel: white text on its orange-7 to red-7 gradient.
    { name: 'white on the auth panel (orange end)', text: '#ffffff', background: 'var(--mantine-color-orange-7)', minimum: NORMAL_TEXT },
    { name: 'white on the auth panel (red end)', text: '#ffffff', background: 'var(--mantine-color-red-7)', minimum: NORMAL_TEXT },
  ];
  for (const color of usedColors) {
    const variant = (name: string) => defaultVariantColorsResolver({ color, theme: merged, variant: name });
    const filled = variant('filled');
    const light = variant('light');
    pairs.push(
      { name: `${color} filled button or badge`, text: filled.color, background: filled.background, minimum: NORMAL_TEXT },
      { name: `${color} light button or badge`, text: light.color, background: light.background, minimum: NORMAL_TEXT },
      ...onSurfaces(`${color} outline`, variant('outline').color),
      ...onSurfaces(`${color} subtle`, variant('subtle').color),
      ...onSurfaces(`${color} text (c="${color}")`, `var(--mantine-color-${color}-text)`),
    );
  }
  return pairs;
}

describe.each(['light', 'dark'] as const)('theme contrast in the %s scheme', (scheme) => {
  const variables = cssVariables(scheme);
  const measured = pairsFor(scheme).map((pair) => ({
    ...pair,
    ratio: contrastRatio(resolve(pair.text, variables), resolve(pair.background, variables)),
  }));

  it('checks the primary colour, which is the warm orange', () => {
    expect(merged.primaryColor).toBe('orange');
    expect(measured.some((pair) => pair.name === 'orange filled button or badge')).toBe(true);
  });

  it('gives every text colour at least 4.5:1 on its background (3:1 for large text)', () => {
    const failing = measured
      .filter((pair) => pair.ratio < pair.minimum)
      .map((pair) => `${pair.name}: ${pair.ratio.toFixed(2)}:1, needs ${pair.minimum}:1`);
    expect(failing).toEqual([]);
  });
});

describe('the contrast measure', () => {
  it('matches WCAG: black on white is 21:1, a colour on itself 1:1, white on Mantine orange-7 3.0:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2410c', '#c2410c')).toBe(1);
    expect(contrastRatio('#ffffff', '#f76707')).toBeCloseTo(3.04, 2);
  });
});
