import { LIVE_EVENT_TYPES, type LiveEventPayloads, type LiveEventType } from '@app/shared';
import type { LiveEvent, PartialLivePayload } from './live-bus';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the margin covers encoding slack. */
export const MAX_NOTIFY_BYTES = 7900;

/** What travels in one NOTIFY: the recipients, the event type and its data. */
interface LiveNotification {
  u: number[];
  t: LiveEventType;
  d: unknown;
}

/** Only the ids a client needs to refetch; these are what can grow past the limit (message bodies). */
function slim<K extends LiveEventType>(type: K, data: LiveEventPayloads[K]): PartialLivePayload | null {
  if (type === 'message') {
    const { conversation_id, message } = data as LiveEventPayloads['message'];
    return { partial: true, conversation_id, message_id: message.id };
  }
  if (type === 'notification') {
    const { notification } = data as LiveEventPayloads['notification'];
    return { partial: true, notification_id: notification.id, conversation_id: notification.conversation_id };
  }
  return null;
}

const fits = (payload: string) => Buffer.byteLength(payload, 'utf8') <= MAX_NOTIFY_BYTES;

/**
 * The NOTIFY payloads for one event: normally one; the body is dropped when it would not fit, and
 * a recipient list too long for one payload is split in halves.
 */
export function encodeLiveEvent<K extends LiveEventType>(
  userIds: number[],
  type: K,
  data: LiveEventPayloads[K],
): string[] {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return [];
  const full = JSON.stringify({ u: recipients, t: type, d: data } satisfies LiveNotification);
  if (fits(full)) return [full];
  const small = slim(type, data);
  if (small) {
    const partial = JSON.stringify({ u: recipients, t: type, d: small } satisfies LiveNotification);
    if (fits(partial)) return [partial];
  }
  if (recipients.length === 1) throw new Error(`Live event "${type}" does not fit in a NOTIFY payload`);
  const half = Math.ceil(recipients.length / 2);
  return [
    ...encodeLiveEvent(recipients.slice(0, half), type, data),
    ...encodeLiveEvent(recipients.slice(half), type, data),
  ];
}

const isUserId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Reads one NOTIFY payload; null when malformed (anyone with database access can NOTIFY). */
export function decodeLiveEvent(payload: string): { userIds: number[]; event: LiveEvent } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { u, t, d } = parsed as Partial<LiveNotification>;
  if (!Array.isArray(u) || !u.every(isUserId)) return null;
  if (!LIVE_EVENT_TYPES.includes(t as LiveEventType)) return null;
  if (typeof d !== 'object' || d === null) return null;
  return { userIds: u, event: { type: t as LiveEventType, data: d as LiveEvent['data'] } };
}
