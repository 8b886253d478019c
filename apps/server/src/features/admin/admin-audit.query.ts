import type { AuditLogExportQuery } from '@app/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import { auditLog, users } from '#src/platform/database/schema';

const admins = alias(users, 'audit_admin');
const actors = alias(users, 'audit_actor');

/**
 * The filters, each a plain comparison on an indexed column (audit_log_admin_idx,
 * audit_log_action_idx, audit_log_target_idx, audit_log_created_idx, all ending in created_at), so
 * a page is read in index order and stops once full. The days are the viewer's (`tz`).
 */
export function auditFilters(query: AuditLogExportQuery): SQL | undefined {
  return and(
    query.by_admin_id ? eq(auditLog.adminId, query.by_admin_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
    query.from ? sql`${auditLog.createdAt} >= (${query.from}::date)::timestamp at time zone ${query.tz}` : undefined,
    query.to ? sql`${auditLog.createdAt} < (${query.to}::date + 1)::timestamp at time zone ${query.tz}` : undefined,
  );
}

/** Where the next export page starts: the last row sent, its time to the microsecond as PostgreSQL holds it. */
export interface AuditCursor {
  at: string;
  id: number;
}

const cursorText = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Strictly after the cursor in newest-first order; the first clause lets the index range do the work. */
const after = (cursor: AuditCursor) =>
  sql`${auditLog.createdAt} <= ${cursor.at}::timestamptz and (${auditLog.createdAt} < ${cursor.at}::timestamptz or ${auditLog.id} < ${cursor.id})`;

/** Entries newest first with the names of who acted; a page by offset (the list) or after a cursor (the export). */
export function auditRows(
  db: Queryable,
  query: AuditLogExportQuery,
  page: { limit: number; offset?: number; after?: AuditCursor },
) {
  return db
    .select({ entry: auditLog, adminName: admins.name, actorName: actors.name, cursor: cursorText })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .leftJoin(actors, eq(actors.id, auditLog.actorId))
    .where(and(auditFilters(query), page.after ? after(page.after) : undefined))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number];
