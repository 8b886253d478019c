import type { LiveEventPayloads, LiveEventType } from '@app/shared';
import type { Queryable } from '../database/client';

/**
 * CONTRACT (helper E implements): `select pg_notify('live_events', <json {user_ids, type, data}>)`
 * on the given connection or transaction, so the event goes out only when the change commits.
 * Keeps the payload under PostgreSQL's 8000-byte NOTIFY limit (drop bulky fields; clients refetch).
 */
export async function publishLive<K extends LiveEventType>(
  _db: Queryable,
  _userIds: number[],
  _type: K,
  _data: LiveEventPayloads[K],
): Promise<void> {}
