import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A PostgreSQL pool whose statements are prepared once per connection and then run on their
 * generic plan, never planned again: for a statement the marketplace sends at every search, its
 * planning was a fifth of PostgreSQL's time per request (docs/decisions/002-marketplace-search.md,
 * "Prepared search statements"). Only statements whose generic plan is known to be as good as a
 * custom one belong here (tested in features/items/items-search-plan.test.ts): a generic plan does
 * not see the parameters' values, so it cannot pick an index by how common a value is.
 *
 * Each statement is named after a hash of its text, so the same text on the same connection is
 * parsed once. A connection is replaced after MAX_USES statements, which bounds the prepared
 * statements (and their plans) a server process keeps in PostgreSQL.
 */
const MAX_USES = 10_000;

export const GENERIC_PLAN_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

const statementName = (text: string) => `g_${createHash('sha1').update(text).digest('base64url')}`;

const isQueryConfig = (value: unknown): value is { text: string; name?: string } =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

/** Takes the pg module from the caller, which loads it only on PostgreSQL (database/client.ts). */
export function genericPlanPool(
  { Client, Pool }: typeof pg,
  url: string,
  size: number,
  settings: Record<string, string>,
  extra: pg.PoolConfig = {},
): pg.Pool {
  class PreparingClient extends Client {
    override query(...args: unknown[]): never {
      const [config, ...rest] = args;
      const named = isQueryConfig(config) && !config.name ? { ...config, name: statementName(config.text) } : config;
      return (super.query as (...values: unknown[]) => never)(named, ...rest);
    }
  }
  const options = Object.entries({ ...settings, ...GENERIC_PLAN_SETTINGS })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  return new Pool({ connectionString: url, max: size, options, maxUses: MAX_USES, Client: PreparingClient, ...extra });
}
