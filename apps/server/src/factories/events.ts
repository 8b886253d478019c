import type { Queryable } from '../platform/database/client';
import { events, type EventRow } from '../platform/database/schema';

export type EventFactoryInput = Partial<typeof events.$inferInsert> & { nonprofitId: number };

let sequence = 0;

/** Inserts a nonprofit's event; defaults give an 'other' event 30 days from now. */
export async function createEvent(db: Queryable, input: EventFactoryInput): Promise<EventRow> {
  sequence += 1;
  const [row] = await db
    .insert(events)
    .values({
      name: `Test event ${sequence}`,
      eventType: 'other',
      eventDate: new Date(Date.now() + 30 * 86_400_000),
      ...input,
    })
    .returning();
  return row!;
}
