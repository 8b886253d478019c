import type {
  AuditLogEntry,
  AuditLogExportQuery,
  AuditLogFiltersResponse,
  AuditLogQuery,
  AuditLogResponse,
} from '@app/shared';
import { count, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { auditLog, users } from '#src/platform/database/schema';
import { auditFilters, auditRows, type AuditRow } from './admin-audit.query';

export function presentAuditEntry({ entry, adminName, actorName }: AuditRow): AuditLogEntry {
  return {
    id: entry.id,
    timestamp: entry.createdAt.toISOString(),
    admin_id: entry.adminId,
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
  };
}

export async function countAuditEntries(db: Queryable, query: AuditLogExportQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(auditFilters(query));
  return row?.total ?? 0;
}

/**
 * The Audit tab (docs/product.md, Admin console: Audit): the newest entries first, filtered by the
 * admin, the action, the target and the days: admin writes with the acting admin's name, and
 * changes users made to their own accounts (actor `self`) or the server made (`system`).
 */
export async function listAuditLog(db: Queryable, query: AuditLogQuery): Promise<AuditLogResponse> {
  const [total, rows] = await Promise.all([
    countAuditEntries(db, query),
    auditRows(db, query, { limit: query.limit, offset: query.offset }),
  ]);
  return { audit_logs: rows.map(presentAuditEntry), total };
}

/** Both drivers (PGlite and node-postgres) answer raw SQL with `{rows}`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every distinct value of an indexed column's leading key, one index probe per value (a "loose
 * index scan"), so it costs the number of distinct values, not the size of the log.
 */
async function distinctLeading(db: Queryable, column: 'action' | 'target_type' | 'admin_id'): Promise<unknown[]> {
  const name = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive found as (
      (select ${name} as value from ${auditLog} where ${name} is not null order by ${name} limit 1)
      union all
      select (select ${name} from ${auditLog} where ${name} > found.value order by ${name} limit 1)
      from found where found.value is not null
    )
    select value from found where value is not null`);
  return rowsOf<{ value: unknown }>(result).map((row) => row.value);
}

/** What the Audit tab's filters offer: the admins who acted, the actions and the target types in the log. */
export async function auditLogFilters(db: Queryable): Promise<AuditLogFiltersResponse> {
  const [adminIds, actions, targetTypes] = await Promise.all([
    distinctLeading(db, 'admin_id'),
    distinctLeading(db, 'action'),
    distinctLeading(db, 'target_type'),
  ]);
  const ids = adminIds.map(Number);
  const admins =
    ids.length === 0
      ? []
      : rowsOf<{ id: number; name: string }>(
          await db.execute(
            sql`select ${users.id} as id, ${users.name} as name from ${users}
                where ${users.id} = any(${`{${ids.join(',')}}`}::int[]) order by lower(${users.name}), ${users.id}`,
          ),
        );
  return {
    admins: admins.map((admin) => ({ id: Number(admin.id), name: admin.name })),
    actions: actions.map(String),
    target_types: targetTypes.map(String),
  };
}
