import type { EventSummary } from '@app/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { events, type EventRow } from '../../platform/database/schema';

export const EVENT_LIST_LIMIT = 100;

const isPast = sql`${events.eventDate} < now()`;

/** An event whose date has gone by reads as past, whatever was stored when it was planned. */
export function presentEventSummary(row: EventRow, now = new Date()): EventSummary {
  return {
    id: row.id,
    name: row.name,
    event_type: row.eventType,
    event_date: row.eventDate.toISOString(),
    status: row.status === 'upcoming' && row.eventDate < now ? 'past' : row.status,
  };
}

/** The request dialog's event picker: upcoming events soonest first, then past ones newest first. */
export async function listNonprofitEvents(db: Queryable, nonprofitId: number): Promise<EventSummary[]> {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.nonprofitId, nonprofitId))
    .orderBy(
      asc(isPast),
      sql`case when ${isPast} then null else ${events.eventDate} end asc`,
      sql`${events.eventDate} desc`,
      asc(events.id),
    )
    .limit(EVENT_LIST_LIMIT);
  const now = new Date();
  return rows.map((row) => presentEventSummary(row, now));
}
