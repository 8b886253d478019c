import { describe, expect, it } from 'vitest';
import { formatWallTime, isoToWallTime, parseTypedTime, wallTimeToIso } from './local-date-time';

const CHICAGO = 'America/Chicago';

describe('parseTypedTime', () => {
  it.each([
    ['5:30 PM', 17, 30],
    ['5:30pm', 17, 30],
    ['5:30 p.m.', 17, 30],
    ['530 PM', 17, 30],
    ['5 PM', 17, 0],
    ['12:00 AM', 0, 0],
    ['12:15 PM', 12, 15],
    ['06:00', 6, 0],
    ['6:00 am', 6, 0],
    ['17:30', 17, 30],
    ['00:05', 0, 5],
  ])('reads %j as %i:%i', (typed, hours, minutes) => {
    expect(parseTypedTime(typed)).toEqual({ hours, minutes });
  });

  it.each(['', '5', '5:3', '17:', '5:30 X', '13:00 PM', '0:30 AM', '24:00', '5:60 PM', 'noon', '2:06 14'])(
    'refuses %j rather than guess',
    (typed) => {
      expect(parseTypedTime(typed)).toBeNull();
    },
  );

  it('shows a time back the US way', () => {
    expect(formatWallTime({ hours: 17, minutes: 30 })).toBe('5:30 PM');
    expect(formatWallTime({ hours: 0, minutes: 5 })).toBe('12:05 AM');
    expect(formatWallTime({ hours: 12, minutes: 0 })).toBe('12:00 PM');
  });
});

describe('typed day and time -> stored instant -> shown back', () => {
  it('stores 5:30 PM in Chicago as 22:30 UTC in summer and 23:30 UTC in winter, and shows 5:30 PM back', () => {
    const summer = wallTimeToIso('2026-07-15', { hours: 17, minutes: 30 }, CHICAGO);
    expect(summer).toBe('2026-07-15T22:30:00.000Z');
    expect(isoToWallTime(summer!, CHICAGO)).toEqual({ day: '2026-07-15', time: { hours: 17, minutes: 30 } });
    const winter = wallTimeToIso('2026-01-15', { hours: 17, minutes: 30 }, CHICAGO);
    expect(winter).toBe('2026-01-15T23:30:00.000Z');
    expect(formatWallTime(isoToWallTime(winter!, CHICAGO)!.time)).toBe('5:30 PM');
  });

  it('keeps the typed day even when the instant falls on the next day in UTC', () => {
    const iso = wallTimeToIso('2026-12-31', { hours: 23, minutes: 45 }, CHICAGO)!;
    expect(iso).toBe('2027-01-01T05:45:00.000Z');
    expect(isoToWallTime(iso, CHICAGO)!.day).toBe('2026-12-31');
  });

  it('round-trips every quarter hour of a day in zones east and west of UTC', () => {
    for (const zone of [CHICAGO, 'Asia/Kolkata', 'Pacific/Honolulu', 'UTC', 'Australia/Lord_Howe']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
        const iso = wallTimeToIso('2026-05-20', time, zone)!;
        expect(isoToWallTime(iso, zone)).toEqual({ day: '2026-05-20', time });
      }
    }
  });

  it('refuses a time the clocks skip, and takes the first of a time they repeat', () => {
    expect(wallTimeToIso('2026-03-08', { hours: 2, minutes: 30 }, CHICAGO)).toBeNull();
    expect(wallTimeToIso('2026-11-01', { hours: 1, minutes: 30 }, CHICAGO)).toBe('2026-11-01T06:30:00.000Z');
  });
});
