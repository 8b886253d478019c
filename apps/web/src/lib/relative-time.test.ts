import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { formatRelativeTime } from './relative-time';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says Just now under a minute, and for a clock slightly ahead', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeTime(ago(MINUTE), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59_000), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe('6 days ago');
  });

  it('shows the date in the viewer time zone from 7 days on', () => {
    const old = ago(7 * DAY);
    expect(formatRelativeTime(old, now)).toBe(formatDate(old));
    expect(formatRelativeTime(old, now)).toMatch(/^May 1[23], 2026$/);
  });

  it('is empty for missing or bad input', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
