import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDayMonthYear,
  formatDayMonthYearTime,
  formatMonthDay,
  formatMonthDayTime,
  formatMonthYear,
} from './date-format';

/**
 * Intl is the oracle. Newer ICU puts a narrow no-break space before AM/PM, where browsers (and our
 * formatter) write a plain space; that is the one difference allowed.
 */
const plain = (text: string) => text.replace(/\u202f/g, ' ');
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (date: Date) => plain(format.format(date));
};

// Every month, both halves of the day, midnight and noon, over several years (the same each run).
const instants: Date[] = [];
for (let index = 0; index < 400; index++) instants.push(new Date(Date.UTC(2020, 0, 1) + index * 7_919_999_937));
instants.push(
  new Date(Date.UTC(2026, 2, 4, 0, 0)),
  new Date(Date.UTC(2026, 2, 4, 12, 0)),
  new Date(Date.UTC(2026, 11, 31, 23, 59)),
);

describe('hand-written dates match Intl.DateTimeFormat en-US', () => {
  for (const zone of ['utc', 'local'] as const) {
    const timeZone = zone === 'utc' ? 'UTC' : undefined;
    it(`in ${zone} time`, () => {
      const oracles = {
        monthDay: intl({ month: 'short', day: 'numeric', timeZone }),
        monthDayLong: intl({ month: 'long', day: 'numeric', timeZone }),
        dayMonthYear: intl({ month: 'short', day: 'numeric', year: 'numeric', timeZone }),
        dayMonthYearLong: intl({ month: 'long', day: 'numeric', year: 'numeric', timeZone }),
        monthYear: intl({ month: 'short', year: 'numeric', timeZone }),
        clock: intl({ hour: 'numeric', minute: '2-digit', timeZone }),
        full: intl({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }),
        monthDayTime: intl({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }),
      };
      for (const date of instants) {
        const at = date.toISOString();
        expect(formatMonthDay(date, zone), at).toBe(oracles.monthDay(date));
        expect(formatMonthDay(date, zone, 'long'), at).toBe(oracles.monthDayLong(date));
        expect(formatDayMonthYear(date, zone), at).toBe(oracles.dayMonthYear(date));
        expect(formatDayMonthYear(date, zone, 'long'), at).toBe(oracles.dayMonthYearLong(date));
        expect(formatMonthYear(date, zone), at).toBe(oracles.monthYear(date));
        expect(formatClockTime(date, zone), at).toBe(oracles.clock(date));
        expect(formatDayMonthYearTime(date, zone), at).toBe(oracles.full(date));
        expect(formatMonthDayTime(date, zone), at).toBe(oracles.monthDayTime(date));
      }
    });
  }

  it('writes midnight and noon as 12', () => {
    expect(formatClockTime(new Date(Date.UTC(2026, 0, 1, 0, 5)), 'utc')).toBe('12:05 AM');
    expect(formatClockTime(new Date(Date.UTC(2026, 0, 1, 12, 0)), 'utc')).toBe('12:00 PM');
  });
});
