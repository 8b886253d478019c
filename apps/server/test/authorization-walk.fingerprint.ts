import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../src/platform/database/client';

/**
 * A hash of every row that belongs to some users: their own rows, the rows naming them (donor,
 * nonprofit, owner, sender...), and the rows naming those (an invoice's request, a chat's messages).
 * Equal before and after a call means the call changed nothing of theirs.
 */

/** When an account last used a session: touched by signing in and reading, not a change to its data. */
const ACTIVITY_COLUMN = 'last_active_at';

/** Rows nobody owns in the walk's sense: counters of attempts, sessions touched on reading, logs of the actor. */
const SKIPPED_TABLES = new Set(['rate_limit_counters', 'sessions', 'audit_log', 'idempotency_keys']);
const ACCOUNT_COLUMNS = ['user_id', 'donor_id', 'nonprofit_id', 'owner_id', 'sender_id', 'recipient_id'];
/** Columns that name a row of another table, and that table. */
const REFERENCE_COLUMNS: Record<string, string> = {
  item_id: 'items',
  request_id: 'requests',
  event_id: 'events',
  conversation_id: 'conversations',
  invoice_id: 'invoices',
  lot_id: 'token_lots',
  batch_id: 'request_batches',
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let tableNames: string[] | undefined;

/** The tables that have a column naming a user or an owned row (the rest belong to nobody). */
async function tablesOf(db: Queryable): Promise<string[]> {
  const linking = [...ACCOUNT_COLUMNS, ...Object.keys(REFERENCE_COLUMNS)];
  tableNames ??= rowsOf<{ name: string }>(
    await db.execute(
      sql`select distinct c.table_name as name from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
            and (c.table_name = 'users' or c.column_name in (${sql.join(
              linking.map((column) => sql`${column}`),
              sql`, `,
            )}))
          order by c.table_name`,
    ),
  )
    .map(({ name }) => name)
    .filter((name) => !SKIPPED_TABLES.has(name));
  return tableNames;
}

export async function rowsFingerprint(db: Queryable, userIds: number[]): Promise<string> {
  const tables = await tablesOf(db);
  const parts = tables.map(
    (name) => sql`select ${name} as t, (to_jsonb(r) - ${ACTIVITY_COLUMN})::text as j from ${sql.identifier(name)} r`,
  );
  const all = rowsOf<{ t: string; j: string }>(await db.execute(sql.join(parts, sql` union all `))).map((row) => ({
    ...row,
    value: JSON.parse(row.j) as Record<string, unknown>,
  }));
  const users = new Set(userIds.map(String));
  const owned = new Map<string, Set<string>>(tables.map((name) => [name, new Set<string>()]));
  const mine = (row: { t: string; value: Record<string, unknown> }) =>
    (row.t === 'users' && users.has(String(row.value.id))) ||
    ACCOUNT_COLUMNS.some((column) => users.has(String(row.value[column])));
  for (const row of all) if (mine(row) && row.value.id != null) owned.get(row.t)!.add(String(row.value.id));
  const kept = all.filter(
    (row) =>
      mine(row) ||
      Object.entries(REFERENCE_COLUMNS).some(
        ([column, table]) => row.value[column] != null && owned.get(table)?.has(String(row.value[column])),
      ),
  );
  const lines = kept.map((row) => `${row.t} ${row.j}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
