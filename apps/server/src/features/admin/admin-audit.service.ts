import type { AuditLogQuery, AuditLogResponse } from '@app/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { auditLog, users } from '../../platform/database/schema';

/** The newest admin writes first, with the acting admin's name. */
export async function listAuditLog(db: Queryable, query: AuditLogQuery): Promise<AuditLogResponse> {
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog),
    db
      .select({ entry: auditLog, adminName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.adminId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return {
    audit_logs: rows.map(({ entry, adminName }) => ({
      id: entry.id,
      timestamp: entry.createdAt.toISOString(),
      admin_name: adminName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
    })),
    total: totals[0]?.total ?? 0,
  };
}
