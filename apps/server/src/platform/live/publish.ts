import type { LiveEventPayloads, LiveEventType } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../database/client';
import { LIVE_CHANNEL } from './live-bus';
import { encodeLiveEvent } from './wire';

/**
 * Queues a live event for the users' open streams on every server process. Pass the transaction
 * that makes the change: NOTIFY is transactional, so the event goes out only if and when it
 * commits, and never for a change that rolled back.
 */
export async function publishLive<K extends LiveEventType>(
  db: Queryable,
  userIds: number[],
  type: K,
  data: LiveEventPayloads[K],
): Promise<void> {
  for (const payload of encodeLiveEvent(userIds, type, data)) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}
