import { Alert, createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

/** One calm theme (docs/product.md, Formats and look): teal primary, readable type, generous spacing, visible focus. */
export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white-on-teal buttons and teal links above WCAG AA contrast (4.5:1).
  primaryShade: { light: 9, dark: 6 },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Light alerts colour their title with the alert colour, which falls under AA contrast for
    // teal, green and yellow; the icon and border still carry the colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A toast's close button is an icon: it needs a name for screen readers.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // A long option list scrolls, and its options are reached through the input (not by Tab), so
    // the scrolling box itself takes focus: keyboard users can scroll it. Plain objects, not
    // Select.extend, keep the select's code out of pages that use none.
    Select: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    Autocomplete: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * Mantine's default error red and dimmed grey fall under AA contrast on white; use darker shades. With
 * the primary shade at 9, Mantine hovers a filled button in shade 8 (white on it: 3.9:1), so a hovered
 * primary button gets a darker teal instead (6.7:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-teal-filled-hover': '#066649',
  },
  dark: {},
});

/** Status badge colours (docs/product.md, Formats and look). */
export const STATUS_COLORS: Record<string, string> = {
  available: 'green',
  disabled: 'gray',
  pending: 'yellow',
  requested: 'yellow',
  approved: 'blue',
  completed: 'grape',
  declined: 'red',
  rejected: 'red',
};
