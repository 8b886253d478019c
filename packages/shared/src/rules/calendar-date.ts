import { formatDayMonthYear } from './date-format';

// Kept apart from the request schemas: a page that only writes a due date must not build zod schemas
// as it loads (docs/quality.md, Lighthouse).
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant, YYYY-MM-DD: how a due date is stored and sent. */
export const calendarDateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * A YYYY-MM-DD day as words ("December 5, 2024"), the same wherever it is read: the day is never
 * turned into an instant of the reader's zone, which is what moved it by one.
 */
export function formatCalendarDate(day: string, style: 'long' | 'short' = 'long'): string {
  const match = CALENDAR_DATE.exec(day);
  if (!match) return day;
  const [, year, month, date] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date), 12));
  return formatDayMonthYear(noon, 'utc', style);
}
