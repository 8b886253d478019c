import { dollarsToCents, EVENT_MESSAGES, type EventFields, type NonprofitEvent } from '@app/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/platform/database/client';
import { events, requests, type UserRow } from '#src/platform/database/schema';
import { conflict } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { presentEvent } from './events.presenter';
import { loadEventFor } from './events.policy';

export const EVENT_LIST_LIMIT = 100;

const isPast = sql`${events.eventDate} < now()`;

const columnsOf = (fields: EventFields) => ({
  name: fields.name,
  eventType: fields.event_type,
  description: fields.description,
  eventDate: new Date(fields.event_date),
  location: fields.location,
  fundraisingGoalCents: fields.fundraising_goal === null ? null : dollarsToCents(fields.fundraising_goal),
});

/** The Events tab and the request dialog's picker: upcoming events soonest first, then past ones newest first. */
export async function listNonprofitEvents(db: Queryable, nonprofitId: number): Promise<NonprofitEvent[]> {
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
  const settings = await getSiteSettings(db);
  const now = new Date();
  return rows.map((row) => presentEvent(row, settings, now));
}

export async function createEvent(db: Queryable, nonprofitId: number, fields: EventFields): Promise<NonprofitEvent> {
  const [row] = await db
    .insert(events)
    .values({ nonprofitId, ...columnsOf(fields) })
    .returning();
  return presentEvent(row!, await getSiteSettings(db));
}

/**
 * Issued invoices keep the event date they were priced against (invoices.priced_event_date), so a
 * new date changes the fee of no invoice already issued.
 */
export async function updateEvent(
  db: Database,
  user: UserRow,
  eventId: number,
  nonprofitId: number | undefined,
  fields: EventFields,
): Promise<NonprofitEvent> {
  return db.transaction(async (tx) => {
    await loadEventFor(tx, user, eventId, nonprofitId, true);
    const [row] = await tx
      .update(events)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(events.id, eventId))
      .returning();
    return presentEvent(row!, await getSiteSettings(tx));
  });
}

/**
 * An event with requests stays: they are tied to it for the record and their invoices. The row
 * lock waits for any request being made for the event (its foreign key holds a share lock), so
 * the count sees it.
 */
export async function deleteEvent(
  db: Database,
  user: UserRow,
  eventId: number,
  nonprofitId: number | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await loadEventFor(tx, user, eventId, nonprofitId, true);
    const [row] = await tx.select({ n: count() }).from(requests).where(eq(requests.eventId, eventId));
    const linked = row?.n ?? 0;
    if (linked > 0) throw conflict(EVENT_MESSAGES.hasRequests(linked));
    await tx.delete(events).where(eq(events.id, eventId));
  });
}
