import {
  ADMIN_SETTING_KEYS,
  adminSettingValue,
  STORED_SETTING_KEY,
  type SettingChange,
  type SettingsHistory,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { auditLog, users } from '#src/platform/database/schema';

/** Where the settings' audit entries live (admin-settings.service.ts writes them). */
export const SETTINGS_AUDIT_TARGET = { targetType: 'settings', targetId: 'site' } as const;

interface LastChangeRow {
  key: string;
  before: number | boolean | null;
  after: number | boolean;
  changed_by: string | null;
  changed_at: string;
}

/**
 * Each setting's last change (docs/product.md, Admin console: Settings), in one query: for each
 * stored key, the newest settings entry whose `after` holds it, read backwards along
 * audit_log_target_idx and stopping at the first match, so it stays one short read per setting
 * however long the log grows.
 */
export async function settingsHistory(db: Queryable): Promise<SettingsHistory> {
  const keys = ADMIN_SETTING_KEYS.map((key) => STORED_SETTING_KEY[key]);
  const result = (await db.execute(sql`
    select k.key, entry.before, entry.after, entry.changed_by, entry.changed_at
    from unnest(${`{${keys.join(',')}}`}::text[]) as k(key)
    cross join lateral (
      select ${auditLog.before} -> k.key as before, ${auditLog.after} -> k.key as after,
        (select ${users.name} from ${users} where ${users.id} = ${auditLog.adminId}) as changed_by,
        to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
      from ${auditLog}
      where ${auditLog.targetType} = ${SETTINGS_AUDIT_TARGET.targetType}
        and ${auditLog.targetId} = ${SETTINGS_AUDIT_TARGET.targetId}
        and ${auditLog.after} -> k.key is not null
      order by ${auditLog.createdAt} desc, ${auditLog.id} desc
      limit 1
    ) as entry`)) as unknown as { rows: LastChangeRow[] };
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  const history = {} as Record<string, SettingChange | null>;
  for (const key of ADMIN_SETTING_KEYS) {
    const row = byKey.get(STORED_SETTING_KEY[key]);
    history[key] = row
      ? {
          from: row.before === null ? null : adminSettingValue(key, row.before),
          to: adminSettingValue(key, row.after),
          changed_by: row.changed_by,
          changed_at: row.changed_at,
        }
      : null;
  }
  return history as SettingsHistory;
}
