import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../database/client';
import { emailRecords } from '../database/schema';

export type EmailRecordRow = typeof emailRecords.$inferSelect;

/**
 * Puts a failed email back in the outbox for a new cycle of attempts (docs/decisions/011-email-outbox.md):
 * queued and due now with its attempts back at 0, as if just written, so the background sender takes
 * it on its next pass with the full back-off ahead of it. It is sent as rendered the first time (its
 * placeholder values are not kept). Without a mail server it is recorded again, as writeEmail would.
 * Conditional on `failed`, so two admins resending together requeue it once; undefined when it was not
 * failed. Call the mailer's wake() once the caller's transaction commits.
 */
export async function requeueFailedEmail(
  q: Queryable,
  id: number,
  { smtp }: { smtp: boolean },
): Promise<EmailRecordRow | undefined> {
  const [row] = await q
    .update(emailRecords)
    .set({
      status: smtp ? 'queued' : 'recorded',
      attempts: 0,
      error: null,
      nextAttemptAt: smtp ? sql`now()` : null,
      sentAt: null,
    })
    .where(and(eq(emailRecords.id, id), eq(emailRecords.status, 'failed')))
    .returning();
  return row;
}
