import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

// Colour palettes that keep text readable (WCAG AA, 4.5:1) wherever Mantine puts it: white on a
// filled shade 7, shade 7 as text on white and on gray-0, shade 9 on the light variant's shade 1,
// and in the dark scheme shade 4 as text and shade 0 on the dark light variant. Mantine's own
// orange, green, teal, blue and yellow fail several of those (white on orange-7 is 3.0:1). These
// are Tailwind CSS's 50-900 palettes (MIT), warm orange kept as the primary colour.
// theme-contrast.test.ts checks every pair the app uses, in both schemes.
const palettes = {
  orange: ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#ea580c', '#c2410c', '#9a3412', '#7c2d12'],
  red: ['#fef2f2', '#fee2e2', '#fecaca', '#fca5a5', '#f87171', '#ef4444', '#dc2626', '#b91c1c', '#991b1b', '#7f1d1d'],
  teal: ['#f0fdfa', '#ccfbf1', '#99f6e4', '#5eead4', '#2dd4bf', '#14b8a6', '#0d9488', '#0f766e', '#115e59', '#134e4a'],
  blue: ['#eff6ff', '#dbeafe', '#bfdbfe', '#93c5fd', '#60a5fa', '#3b82f6', '#2563eb', '#1d4ed8', '#1e40af', '#1e3a8a'],
  green: ['#f0fdf4', '#dcfce7', '#bbf7d0', '#86efac', '#4ade80', '#22c55e', '#16a34a', '#15803d', '#166534', '#14532d'],
  yellow: ['#fefce8', '#fef9c3', '#fef08a', '#fde047', '#facc15', '#eab308', '#ca8a04', '#a16207', '#854d0e', '#713f12'],
  grape: ['#faf5ff', '#f3e8ff', '#e9d5ff', '#d8b4fe', '#c084fc', '#a855f7', '#9333ea', '#7e22ce', '#6b21a8', '#581c87'],
} as const;

export const readableColors = palettes as unknown as Record<keyof typeof palettes, MantineColorsTuple>;

/**
 * Mantine's dimmed text is gray-6 on white (3.3:1) and dark-2 on dark-7 (4.0:1), its placeholders
 * gray-5 (2.0:1) and dark-3 (2.6:1), and its dark error text red-8 (3.4:1 on the dark body).
 * These greys, and red-4, read at 4.5:1 or more on the body, cards and inputs.
 */
export const readableCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a', '--mantine-color-placeholder': '#6b7280' },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-placeholder': '#9a9a9a',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
