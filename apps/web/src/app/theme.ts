import { createTheme } from '@mantine/core';

/** One calm theme (DESIGN.md): teal primary, readable type, generous spacing, visible focus. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Status badge colours of the seeds. */
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
