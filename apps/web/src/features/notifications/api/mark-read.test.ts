import type { AppNotification } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { withoutEntry, withRead } from './mark-read';

const entry = (id: number, read: boolean, source: AppNotification['source'] = 'notification'): AppNotification => ({
  id,
  source,
  type: source === 'broadcast' ? 'broadcast' : 'message_received',
  title: 'New message',
  message: 'Hi',
  read,
  created_at: '2026-05-20T12:00:00Z',
  conversation_id: null,
  metadata: {},
});

describe('withRead', () => {
  const data = { notifications: [entry(1, false), entry(2, false), entry(3, true)], unread_count: 2 };

  it('marks one read and counts it once', () => {
    const next = withRead(data, ['notification:1'], false);
    expect(next?.notifications.map((n) => n.read)).toEqual([true, false, true]);
    expect(next?.unread_count).toBe(1);
    expect(withRead(next, ['notification:1'], false)?.unread_count).toBe(1);
  });

  it('drops read ones from the Hide Read list and marks all read', () => {
    expect(withRead(data, ['notification:1'], true)?.notifications.map((n) => n.id)).toEqual([2]);
    expect(withRead(data, null, false)).toEqual({
      notifications: [entry(1, true), entry(2, true), entry(3, true)],
      unread_count: 0,
    });
  });

  it('tells a broadcast from a notification with the same id', () => {
    const mixed = { notifications: [entry(1, false, 'broadcast'), entry(1, false)], unread_count: 2 };
    expect(withRead(mixed, ['broadcast:1'], false)?.notifications.map((n) => n.read)).toEqual([true, false]);
    expect(withoutEntry(mixed, 'broadcast:1')).toEqual({ notifications: [entry(1, false)], unread_count: 1 });
  });
});
