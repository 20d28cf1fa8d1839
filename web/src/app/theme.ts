import { createTheme } from '@mantine/core';
import { readableColors } from './theme-colors';

const fontFamily = '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// Calendar header arrows are icons: these names are what a screen reader says for them.
const calendarArrowLabels = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

// A dialog's close button is an icon: it needs a name (axe: button-name).
const closeButtonProps = { 'aria-label': 'Close' };

// One warm, friendly theme: orange primary, rounded corners, generous spacing, Inter. Colours and
// shades are chosen for contrast (theme-colors.ts): filled buttons are shade 7 in both schemes.
export const theme = createTheme({
  colors: readableColors,
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  components: {
    // Links inside text are told apart by more than colour (WCAG 1.4.1; axe: link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // decisions.md 31 (prices): dialogs are at most 525px wide.
    Modal: {
      defaultProps: { radius: 'lg', size: 525, closeButtonProps },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps } },
    Calendar: { defaultProps: { ariaLabels: calendarArrowLabels } },
    // Mantine's focus placeholder is a tabindex'd div inside role="menu", which may hold only menu
    // items (axe: aria-required-children); without it the first item takes focus, as ARIA's menu
    // button pattern expects.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A closed list (Select, MultiSelect, TagsInput) leaves the page: Mantine's Combobox keeps it
    // mounted and hidden, and positions it against its field on every render of the form, each a
    // forced layout of the whole page (137 in one task of the builder's load; decisions.md 115).
    Combobox: { defaultProps: { keepMounted: false } },
    // The classes of app/tabs.css (loaded with the global styles): one row of tabs on every width.
    Tabs: { classNames: { list: 'app-tabs-list', tab: 'app-tabs-tab' } },
  },
});
