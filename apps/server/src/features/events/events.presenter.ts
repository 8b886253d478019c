import { centsToDollars, type EventStatus, type NonprofitEvent } from '@app/shared';
import type { EventRow } from '#src/platform/database/schema';

/** Upcoming until its date has gone by, whatever was stored when it was planned. */
export const eventStatusAt = (eventDate: Date, now: Date): EventStatus => (eventDate < now ? 'past' : 'upcoming');

export function presentEvent(row: EventRow, now = new Date()): NonprofitEvent {
  return {
    id: row.id,
    name: row.name,
    event_type: row.eventType,
    description: row.description,
    event_date: row.eventDate.toISOString(),
    location: row.location,
    fundraising_goal: row.fundraisingGoalCents === null ? null : centsToDollars(row.fundraisingGoalCents),
    status: eventStatusAt(row.eventDate, now),
    created_at: row.createdAt.toISOString(),
  };
}
