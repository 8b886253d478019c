import { describe, expect, it } from 'vitest';
import { countByStatus, createdTime, includesText, sorter, timeCutoff } from './request-filtering';

const now = new Date('2026-05-20T12:00:00Z');

describe('timeCutoff', () => {
  it('counts three calendar months back', () => {
    expect(new Date(timeCutoff('3m', now) ?? 0).toISOString().slice(0, 10)).toBe('2026-02-20');
    expect(timeCutoff('all', now)).toBeNull();
  });

  it('counts days back for the shorter ranges', () => {
    expect(new Date(timeCutoff('7d', now) ?? 0).toISOString().slice(0, 10)).toBe('2026-05-13');
    expect(new Date(timeCutoff('30d', now) ?? 0).toISOString().slice(0, 10)).toBe('2026-04-20');
  });
});

describe('createdTime', () => {
  it('reads a bad date as zero', () => {
    expect(createdTime({ created_at: 'not a date' })).toBe(0);
    expect(createdTime({ created_at: '2026-05-20T12:00:00Z' })).toBe(now.getTime());
  });
});

describe('includesText', () => {
  it('matches any field, skips nulls and matches everything for an empty needle', () => {
    expect(includesText('gala', null, 'Spring Gala')).toBe(true);
    expect(includesText('gala', null, undefined, 'Book Drive')).toBe(false);
    expect(includesText('', null)).toBe(true);
  });
});

describe('sorter', () => {
  const rows = [
    { id: 1, created_at: '2026-05-02T00:00:00Z' },
    { id: 2, created_at: '2026-05-01T00:00:00Z' },
    { id: 3, created_at: '2026-05-02T00:00:00Z' },
  ];

  it('sorts by creation time both ways, breaking ties by id', () => {
    expect([...rows].sort(sorter('newest', (row) => row.id)).map((row) => row.id)).toEqual([3, 1, 2]);
    expect([...rows].sort(sorter('oldest', (row) => row.id)).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});

describe('countByStatus', () => {
  it('counts each status', () => {
    const statuses = ['pending', 'approved', 'declined', 'pending'] as const;
    expect(countByStatus(statuses.map((status) => ({ status })))).toEqual({ pending: 2, approved: 1, declined: 1 });
  });
});
