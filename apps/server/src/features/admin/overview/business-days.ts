/**
 * Business days for the verification promise ("usually within 2-3 business days"): Monday to
 * Friday, counted on calendar days (YYYY-MM-DD) in the viewer's zone. Public holidays are not
 * known to the platform and count as business days.
 */

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isWeekday = (n: number) => {
  const weekday = new Date(n * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Business days waited from `since` to `today`: the weekdays after the day it started, up to today. */
export function businessDaysBetween(since: string, today: string): number {
  const start = dayNumber(since);
  const end = dayNumber(today);
  if (!(end > start)) return 0;
  const whole = Math.floor((end - start) / 7);
  let count = whole * 5;
  for (let n = start + whole * 7 + 1; n <= end; n++) if (isWeekday(n)) count++;
  return count;
}

/** The latest start day that has waited more than `limit` business days by `today`. */
export function lastDayOverLimit(today: string, limit: number): string {
  let n = dayNumber(today);
  let counted = 0;
  for (;;) {
    if (isWeekday(n)) counted++;
    if (counted > limit) return dayString(n - 1);
    n--;
  }
}
