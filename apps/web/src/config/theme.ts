import { Alert, createTheme, darken, Notification, type CSSVariablesResolver } from '@mantine/core';
import { keepEnterInPicker } from '#src/lib/picker-keys';

const PICKER_DEFAULTS = { scrollAreaProps: { viewportProps: { tabIndex: 0 } }, onKeyDown: keepEnterInPicker };

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
  // Someone who asked their system for less motion gets dialogs, menus and toasts without the slide and fade.
  respectReducedMotion: true,
  components: {
    // Light alerts colour their title with the alert colour, which falls under AA contrast for
    // teal, green and yellow; the icon and border still carry the colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // A toast's close button is an icon: it needs a name for screen readers.
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // So are a dialog's and a drawer's; one that names its own (Close basket) keeps that name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A long option list scrolls, and its options are reached through the input (not by Tab), so
    // the scrolling box itself takes focus: keyboard users can scroll it. Plain objects, not
    // Select.extend, keep the select's code out of pages that use none.
    // Typing highlights the best option, so Enter chooses it; Enter never submits the form from a
    // picker (keepEnterInPicker).
    Select: { defaultProps: { ...PICKER_DEFAULTS, selectFirstOptionOnChange: true } },
    Autocomplete: { defaultProps: { ...PICKER_DEFAULTS, selectFirstOptionOnChange: true } },
    DateInput: { defaultProps: { onKeyDown: keepEnterInPicker } },
  },
});

/** A light variant's text on its tinted background (shade 1, shade 2 on hover) reaches 4.5:1 with every colour. */
const LIGHT_TEXT_DARKENING = 0.35;
/** A hovered filled button darkens rather than lightens, so its white text stays at the resting contrast or above. */
const FILLED_HOVER_DARKENING = 0.15;

/**
 * Mantine's default error red and dimmed grey fall under AA contrast on white; use darker shades.
 * Light variants (an active menu link, light buttons and badges) write shade 9 on shade 1, which is
 * 4.33:1 for teal and less for green, orange and yellow: their text is darkened further. With shade 9
 * filled, Mantine hovers to shade 8 (white on teal 8 is 3.95:1): the hover darkens shade 9 instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholder text (Mantine's gray 5 is 2:1) is read too, e.g. a date picker's "Pick a date": 4.8:1.
    '--mantine-color-placeholder': '#6b7280',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], LIGHT_TEXT_DARKENING)],
        [`--mantine-color-${name}-filled-hover`, darken(shades[9], FILLED_HOVER_DARKENING)],
      ]),
    ),
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
