import { sql } from 'drizzle-orm';
import type { Transaction } from '../src/platform/database/client';

/** SQL helpers of the admin benchmark's data generator (bench-admin-data.ts). */

/**
 * Temporary tables have no statistics until analyzed (autovacuum skips them): without them the
 * planner joins 100,000 rows by nested loops. Each gets its key indexed and is analyzed.
 */
export async function keyed(tx: Transaction, table: string, ...keys: string[]) {
  for (const key of keys) await tx.execute(sql.raw(`create index on ${table} (${key})`));
  await tx.execute(sql.raw(`analyze ${table}`));
}

/** `list[1 + floor(r * length)]` in SQL. */
export const pick = (list: string, r: string) => `${list}[1 + floor(${r} * cardinality(${list}))::int]`;
