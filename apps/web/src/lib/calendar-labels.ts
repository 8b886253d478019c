import type { DayOfWeek } from '@mantine/dates';

/** Names for the date pickers' icon-only controls, which Mantine leaves unnamed. */
export const CALENDAR_ARIA_LABELS = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
} as const;

/**
 * Calendar settings every picker shares: no red weekends and no greyed days of the next and
 * previous months, whose colours fall under WCAG AA contrast.
 */
export const CALENDAR_PROPS = {
  ariaLabels: { ...CALENDAR_ARIA_LABELS },
  weekendDays: [] as DayOfWeek[],
  hideOutsideDates: true,
};

/**
 * The calendar opens in a plain popover, not a dialog: Mantine names its dialog after an id the
 * input's own id replaces, which would leave an unnamed dialog. Focus still moves into it.
 */
export const CALENDAR_POPOVER_PROPS = { withinPortal: true, withRoles: false };
