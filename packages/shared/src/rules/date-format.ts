/**
 * Dates as en-US writes them ("Mar 4, 2026", "Mar 4, 2026, 3:05 PM"), by hand from the Date's own
 * fields rather than with Intl.DateTimeFormat: a page's first Intl formatter costs 25-40 ms of
 * main-thread work while the browser loads its locale data, a third of the start-up budget on a phone
 * (docs/quality.md, Lighthouse). The unit tests hold these to Intl's output.
 *
 * `zone: 'local'` reads the viewer's own time zone (an instant shown to a person); `zone: 'utc'` reads
 * UTC (a calendar day stored as midnight or noon UTC, the same wherever it is read).
 */
export type DateZone = 'local' | 'utc';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface DateFields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function fieldsOf(date: Date, zone: DateZone): DateFields {
  return zone === 'utc'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

/** "Mar 4" (or "March 4"). */
export function formatMonthDay(date: Date, zone: DateZone = 'local', month: 'short' | 'long' = 'short'): string {
  const fields = fieldsOf(date, zone);
  return `${(month === 'long' ? LONG_MONTHS : SHORT_MONTHS)[fields.month]} ${fields.day}`;
}

/** "Mar 4, 2026" (or "March 4, 2026"). */
export function formatDayMonthYear(date: Date, zone: DateZone = 'local', month: 'short' | 'long' = 'short'): string {
  return `${formatMonthDay(date, zone, month)}, ${fieldsOf(date, zone).year}`;
}

/** "Mar 2026". */
export function formatMonthYear(date: Date, zone: DateZone = 'local'): string {
  const fields = fieldsOf(date, zone);
  return `${SHORT_MONTHS[fields.month]} ${fields.year}`;
}

/** "3:05 PM", "12:00 AM". */
export function formatClockTime(date: Date, zone: DateZone = 'local'): string {
  const { hours, minutes } = fieldsOf(date, zone);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 4, 2026, 3:05 PM". */
export function formatDayMonthYearTime(date: Date, zone: DateZone = 'local'): string {
  return `${formatDayMonthYear(date, zone)}, ${formatClockTime(date, zone)}`;
}

/** "Mar 4, 3:05 PM": a time this year. */
export function formatMonthDayTime(date: Date, zone: DateZone = 'local'): string {
  return `${formatMonthDay(date, zone)}, ${formatClockTime(date, zone)}`;
}
