import type { AuditLogQuery, AuditLogResponse } from '@app/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '#src/platform/database/client';
import { auditLog, users } from '#src/platform/database/schema';

const admins = alias(users, 'audit_admin');
const actors = alias(users, 'audit_actor');

function filters(query: AuditLogQuery): SQL | undefined {
  return and(
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(auditLog.targetId, query.target_id) : undefined,
  );
}

/**
 * The newest entries first: admin writes with the acting admin's name, and changes users made to
 * their own accounts (actor `self`) or the server made (`system`), optionally for one target.
 */
export async function listAuditLog(db: Queryable, query: AuditLogQuery): Promise<AuditLogResponse> {
  const where = filters(query);
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .select({ entry: auditLog, adminName: admins.name, actorName: actors.name })
      .from(auditLog)
      .leftJoin(admins, eq(admins.id, auditLog.adminId))
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return {
    audit_logs: rows.map(({ entry, adminName, actorName }) => ({
      id: entry.id,
      timestamp: entry.createdAt.toISOString(),
      admin_name: adminName,
      actor: entry.actor,
      actor_name: actorName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: entry.targetLabel,
      reason: entry.reason,
      before: entry.before,
      after: entry.after,
    })),
    total: totals[0]?.total ?? 0,
  };
}
