import { EVENT_MESSAGES } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { events, users, type EventRow, type UserRow } from '#src/platform/database/schema';
import { forbidden, notFound } from '#src/platform/errors';

/**
 * An event's owner or an admin may read and change it; anyone else gets 403 (after 404 for an event
 * that does not exist). `nonprofitId`, when the caller names one, must be the owner too.
 */
export async function loadEventFor(
  db: Queryable,
  user: UserRow,
  eventId: number,
  nonprofitId?: number,
  lock = false,
): Promise<EventRow> {
  const query = db.select().from(events).where(eq(events.id, eventId));
  const [event] = lock ? await query.for('update') : await query;
  if (!event) throw notFound(EVENT_MESSAGES.notFound);
  if (user.role === 'admin') {
    if (nonprofitId !== undefined && nonprofitId !== event.nonprofitId) throw forbidden();
    return event;
  }
  if (user.role !== 'nonprofit' || user.id !== event.nonprofitId) throw forbidden();
  if (nonprofitId !== undefined && nonprofitId !== user.id) throw forbidden();
  return event;
}

/** An admin adding an event for a nonprofit: the account must be one. */
export async function assertNonprofitAccount(db: Queryable, nonprofitId: number): Promise<void> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, nonprofitId));
  if (row?.role !== 'nonprofit') throw notFound('Nonprofit not found.');
}
