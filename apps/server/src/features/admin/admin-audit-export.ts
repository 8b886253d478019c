import { AUDIT_LOG_EXPORT_LIMIT, auditActionLabel, csvField, type AuditLogExportQuery } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { auditRows, type AuditCursor } from './admin-audit.query';
import { countAuditEntries, presentAuditEntry } from './admin-audit.service';

/** Rows read from the database at a time: the export never holds more than this in memory. */
export const AUDIT_EXPORT_PAGE_ROWS = 1000;

export const AUDIT_CSV_COLUMNS = [
  'Time',
  'Admin',
  'Actor',
  'Action',
  'Target Type',
  'Target ID',
  'Target',
  'Reason',
  'Before',
  'After',
] as const;

const line = (cells: (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditExportFileName = (today: string) => `audit-log-${today}.csv`;

export interface AuditExport {
  /** How many entries the filters select, and how many the file holds. */
  matched: number;
  exported: number;
  lines: AsyncGenerator<string>;
}

/**
 * The audit log as CSV (docs/product.md, Admin console: Audit): the list's filters and order, read
 * a page at a time after the last row sent (so an entry written meanwhile neither repeats nor skips
 * a row), at most AUDIT_LOG_EXPORT_LIMIT rows; a cut export says so in its last line. Times ISO
 * 8601 (UTC), before and after as JSON text.
 */
export async function exportAuditLog(
  db: Queryable,
  query: AuditLogExportQuery,
  { limit = AUDIT_LOG_EXPORT_LIMIT, pageRows = AUDIT_EXPORT_PAGE_ROWS } = {},
): Promise<AuditExport> {
  const matched = await countAuditEntries(db, query);
  const exported = Math.min(matched, limit);
  async function* lines(): AsyncGenerator<string> {
    yield line([...AUDIT_CSV_COLUMNS]);
    let cursor: AuditCursor | undefined;
    let sent = 0;
    while (sent < exported) {
      const rows = await auditRows(db, query, { limit: Math.min(pageRows, exported - sent), after: cursor });
      if (rows.length === 0) break;
      sent += rows.length;
      const last = rows[rows.length - 1]!;
      cursor = { at: last.cursor, id: last.entry.id };
      yield rows
        .map(presentAuditEntry)
        .map((entry) =>
          line([
            entry.timestamp,
            entry.admin_name,
            entry.actor === 'admin' ? 'admin' : `${entry.actor}${entry.actor_name ? `: ${entry.actor_name}` : ''}`,
            auditActionLabel(entry.action),
            entry.target_type,
            entry.target_id,
            entry.target_label,
            entry.reason,
            json(entry.before),
            json(entry.after),
          ]),
        )
        .join('');
    }
    if (matched > exported) {
      yield line([
        `Export stopped at ${limit} of ${matched} entries: narrow the filters (dates, admin, action) to export the rest.`,
      ]);
    }
  }
  return { matched, exported, lines: lines() };
}
