import { centsToDollars, EVENT_RULES, type EventAnalytics } from '@app/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, users, type EventRow } from '#src/platform/database/schema';
import { eventStatusAt } from './events.presenter';

const DAY_MS = 86_400_000;
const valueCents = sql`${requests.unitFmvCents}::bigint * ${requests.quantityRequested}`;
const countWhere = (statuses: string) =>
  sql<number>`count(*) filter (where ${requests.status} in (${sql.raw(statuses)}))`.mapWith(Number);
const valueWhere = (statuses: string) =>
  sql<number>`coalesce(sum(${valueCents}) filter (where ${requests.status} in (${sql.raw(statuses)})), 0)`.mapWith(
    Number,
  );

/** Counts and values by request status, in one pass over the event's requests. */
async function figures(db: Queryable, eventId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      approved: countWhere(`'approved', 'completed'`),
      pending: countWhere(`'pending'`),
      declined: countWhere(`'declined'`),
      completed: countWhere(`'completed'`),
      cancelled: countWhere(`'cancelled'`),
      requestedCents: valueWhere(`'pending', 'approved', 'declined', 'completed'`),
      approvedCents: valueWhere(`'approved', 'completed'`),
      receivedCents: valueWhere(`'completed'`),
    })
    .from(requests)
    .where(eq(requests.eventId, eventId));
  return row!;
}

async function recentRequests(db: Queryable, eventId: number) {
  return db
    .select({
      id: requests.id,
      title: items.title,
      donorName: sql<string>`coalesce(${users.companyName}, ${users.name})`,
      quantity: requests.quantityRequested,
      unitCents: requests.unitFmvCents,
      status: requests.status,
      createdAt: requests.createdAt,
    })
    .from(requests)
    .innerJoin(items, eq(items.id, requests.itemId))
    .innerJoin(users, eq(users.id, requests.donorId))
    .where(eq(requests.eventId, eventId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(EVENT_RULES.recentRequests);
}

/** GET /events/{id}/analytics (docs/product.md, Events): what the event asked for and what it got. */
export async function getEventAnalytics(db: Queryable, event: EventRow, now = new Date()): Promise<EventAnalytics> {
  const [counts, recent] = await Promise.all([figures(db, event.id), recentRequests(db, event.id)]);
  const goal = event.fundraisingGoalCents;
  return {
    event_id: event.id,
    event_name: event.name,
    event_type: event.eventType,
    total_requests: counts.total,
    approved_requests: counts.approved,
    pending_requests: counts.pending,
    declined_requests: counts.declined,
    completed_requests: counts.completed,
    cancelled_requests: counts.cancelled,
    fundraising_goal: goal === null ? null : centsToDollars(goal),
    progress_percentage:
      goal === null ? null : goal === 0 ? 100 : Math.round((counts.approvedCents / goal) * 1000) / 10,
    total_value_requested: centsToDollars(counts.requestedCents),
    total_value_approved: centsToDollars(counts.approvedCents),
    total_value_received: centsToDollars(counts.receivedCents),
    status: eventStatusAt(event.eventDate, now),
    event_date: event.eventDate.toISOString(),
    days_until_event: Math.ceil((event.eventDate.getTime() - now.getTime()) / DAY_MS) || 0,
    recent_requests: recent.map((row) => ({
      id: row.id,
      item_title: row.title,
      donor_name: row.donorName,
      quantity_requested: row.quantity,
      fair_market_value: centsToDollars(row.unitCents),
      total_value: centsToDollars(row.unitCents * row.quantity),
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
