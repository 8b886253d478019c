import { sql, type SQL } from 'drizzle-orm';

/** The days an analytics answer covers: today and the `days - 1` before it, in the viewer's time zone. */
export interface AnalyticsPeriod {
  days: number;
  timeZone: string;
}

/** Today's date in the viewer's time zone. */
const todayIn = (timeZone: string): SQL => sql`(now() at time zone ${timeZone})::date`;

/** The period's first day, as a date. */
export const firstDay = ({ days, timeZone }: AnalyticsPeriod): SQL =>
  sql`(${todayIn(timeZone)} - ${days - 1}::integer)`;

/**
 * The instant the period starts (midnight of its first day where the viewer is). Compared with a
 * timestamp column it stays a range condition, so an index on that column is read from there on.
 */
export const periodStart = (period: AnalyticsPeriod): SQL =>
  sql`(${firstDay(period)}::timestamp at time zone ${period.timeZone})`;

/** Midnight today where the viewer is. */
export const todayStart = (timeZone: string): SQL => sql`(${todayIn(timeZone)}::timestamp at time zone ${timeZone})`;

/** The viewer's calendar day of a timestamp column. */
export const localDay = (column: SQL | SQL.Aliased | unknown, timeZone: string): SQL =>
  sql`(${column} at time zone ${timeZone})::date`;

/** A count or sum as a JavaScript number (PostgreSQL sends bigint and numeric as text). */
export const counted = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
