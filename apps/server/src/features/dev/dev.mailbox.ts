import type { DevEmail } from '@app/shared';
import { desc, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { emailRecords } from '#src/platform/database/schema';

const MAILBOX_SIZE = 50;

/** The latest recorded emails, newest first, optionally for one recipient. */
export async function listRecordedEmails(db: Queryable, to?: string): Promise<DevEmail[]> {
  const rows = await db
    .select()
    .from(emailRecords)
    .where(to ? sql`lower(${emailRecords.recipient}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(emailRecords.createdAt), desc(emailRecords.id))
    .limit(MAILBOX_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    template: row.templateKey,
    status: row.status,
    links: row.links,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
