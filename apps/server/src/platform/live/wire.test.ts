import type { ChatMessage } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { decodeLiveEvent, encodeLiveEvent, MAX_NOTIFY_BYTES } from './wire';

const message = (text: string): ChatMessage => ({
  id: 41,
  conversation_id: 5,
  sender_id: 2,
  sender_role: 'nonprofit',
  message: text,
  message_type: 'user',
  timestamp: '2025-01-01T00:00:00.000Z',
});
const bytes = (payload: string) => Buffer.byteLength(payload, 'utf8');

describe('live event payloads', () => {
  it('sends nothing when nobody is named, and each user once', () => {
    expect(encodeLiveEvent([], 'conversation', { conversation_id: 1, status: 'active' })).toEqual([]);
    const [payload] = encodeLiveEvent([3, 3, 4], 'conversation', { conversation_id: 1, status: 'active' });
    expect(JSON.parse(payload!)).toEqual({ u: [3, 4], t: 'conversation', d: { conversation_id: 1, status: 'active' } });
  });

  it('keeps a message whole when it fits', () => {
    const data = { conversation_id: 5, message: message('ü'.repeat(2000)) };
    const payloads = encodeLiveEvent([1, 2], 'message', data);
    expect(payloads).toHaveLength(1);
    expect(decodeLiveEvent(payloads[0]!)).toEqual({ userIds: [1, 2], event: { type: 'message', data } });
  });

  it('drops the body of a message that would pass the NOTIFY limit (escaped control characters)', () => {
    const payloads = encodeLiveEvent([1, 2], 'message', {
      conversation_id: 5,
      message: message('\u0001'.repeat(2000)),
    });
    expect(payloads).toHaveLength(1);
    expect(decodeLiveEvent(payloads[0]!)?.event.data).toEqual({ partial: true, conversation_id: 5, message_id: 41 });
  });

  it('drops the text of a long notification', () => {
    const notification = {
      id: 8,
      source: 'notification' as const,
      type: 'admin_message',
      title: 'Hello',
      message: 'x'.repeat(9000),
      read: false,
      created_at: '2025-01-01T00:00:00.000Z',
      conversation_id: null,
      metadata: {},
    };
    const [payload] = encodeLiveEvent([1], 'notification', { notification });
    expect(decodeLiveEvent(payload!)?.event.data).toEqual({ partial: true, notification_id: 8, conversation_id: null });
  });

  it('splits a recipient list too long for one payload, every payload under the limit', () => {
    const users = Array.from({ length: 3000 }, (_, index) => 100_000 + index);
    const payloads = encodeLiveEvent(users, 'request', {
      request_id: 1,
      change: 'approved',
      status: 'approved',
      delivery_status: null,
    });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(bytes(payload)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(payloads.flatMap((payload) => decodeLiveEvent(payload)!.userIds)).toEqual(users);
  });

  it('ignores notifications it did not write', () => {
    for (const payload of [
      'not json',
      'null',
      '{"u":[1],"t":"unknown","d":{}}',
      '{"u":["1"],"t":"message","d":{}}',
      '{"u":[1],"t":"message"}',
      '{"u":1,"t":"message","d":{}}',
    ]) {
      expect(decodeLiveEvent(payload), payload).toBeNull();
    }
  });
});
