import { createTheme } from '@mantine/core';

// One warm, friendly theme: orange primary, rounded corners, generous spacing, Inter.
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // SPEC section 9: dialogs are at most 525px wide.
    Modal: {
      defaultProps: { radius: 'lg', size: 525 },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
  },
});
