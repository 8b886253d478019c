import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ensurePrivateDir, makeTreePrivate } from '../file-modes';
import { SERVER_ROOT } from '../server-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over embedded PGlite or a PostgreSQL pool. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Runs the checked-in migrations (drizzle/ folder). */
  migrate(): Promise<void>;
  /** Answers only when the database does. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance when embedded (tests snapshot it); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The pg pool when on PostgreSQL (LISTEN/NOTIFY, job queues). */
  pool?: pg.Pool;
  /** The connection URL when on PostgreSQL (another process, or a test's second server, opens its own pool). */
  url?: string;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * Settings every connection starts with. The marketplace's typo match (`phrase <% title`,
 * features/items/items-query.ts) passes above pg_trgm.word_similarity_threshold, whose default 0.6
 * misses "laptpo" for "laptop" (0.57); 0.5 still rejects unrelated words ("desk" vs "delta": 0.4).
 * Set once per connection rather than per search (a transaction each), and on every connection, so
 * the page cache's checks (features/items/catalogue-changes.ts) match exactly as the searches do.
 */
export const SESSION_SETTINGS: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.5' };

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Start PGlite from a dumped data directory (test snapshots). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const options = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    pool,
    url,
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    // The database holds password hashes and sessions: DATA_DIR and its pglite folder are the
    // server user's alone, even when an older start left them open.
    ensurePrivateDir(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    ensurePrivateDir(dataDir);
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  if (dataDir) makeTreePrivate(dataDir);
  // PGlite is one session: its settings last as long as it is open.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Database,
    engine: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
