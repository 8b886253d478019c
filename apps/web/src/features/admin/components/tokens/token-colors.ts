/**
 * Darker text than Mantine's light variant gives (the ninth shade mixed with black), so every badge
 * label and warning passes WCAG AA contrast, on a striped row too.
 */
export const darkText = (color: string) => `color-mix(in srgb, var(--mantine-color-${color}-9), black 35%)`;
