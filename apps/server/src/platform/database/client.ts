import path from 'node:path';
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { ensurePrivateDir, makeTreePrivate } from '../file-modes';
import { SERVER_ROOT } from '../server-root';
import { surviveDroppedConnections, type ConnectionErrorLog } from './connection-errors';
import { genericPlanPool } from './generic-plan-pool';
import { createReplicaSet, type Reader, type ReplicaSet, type ReplicaWarning } from './replica-set';
import * as schema from './schema';

export type Schema = typeof schema;
/** The same Drizzle API over embedded PGlite or a PostgreSQL pool. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the marketplace's whole-word searches: on PostgreSQL, a pool of its own whose statements are
   * prepared and run on their generic plan (generic-plan-pool.ts); the same as `db` on PGlite.
   */
  searchDb: Database;
  engine: 'pglite' | 'postgres';
  /** `db` and `searchDb` as a reader (replica-set.ts): where reads go that must see every commit. */
  primary: Reader;
  /**
   * Streaming replicas (DATABASE_REPLICA_URLS) for the marketplace's and dashboards' reads
   * (platform/http/read-routing.ts, docs/decisions/017-read-replicas.md); undefined without them,
   * and always on PGlite.
   */
  replicas?: ReplicaSet;
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
 * The advisory lock migrations take on PostgreSQL. Above the 32-bit range, so it cannot meet the
 * background jobs' locks (platform/jobs.ts), which are 32-bit hashes of their names.
 */
export const MIGRATIONS_LOCK_KEY = '7263540011';

/**
 * PostgreSQL's shared buffers inside the embedded database (PGLITE_SHARED_BUFFERS). PGlite would
 * start with initdb's 128MB, and its whole shared memory is written at start, so every megabyte is
 * resident from the first second: 128MB made the server take about 380 MB, 16MB about 260 MB
 * (docs/decisions/009-compression-and-built-server.md, "Memory"). A page that is not in the buffers
 * is read from the operating system's file cache; a database far larger may want more.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Settings every connection starts with. The marketplace's typo match (`typed <% word` over the
 * titles' words, features/items/search-plan.ts) passes above pg_trgm.word_similarity_threshold, whose default 0.6
 * misses "laptpo" for "laptop" (0.57); 0.5 still rejects unrelated words ("desk" vs "delta": 0.4).
 * Set once per connection rather than per search (a transaction each), and on every connection, so
 * the page cache's checks (features/items/catalogue-changes.ts) match exactly as the searches do.
 *
 * No parallel workers and no JIT: a web request is one of many at once, and a parallel worker is a
 * new backend that first loads its caches (about 80 ms here), so an aggregate over 130,000 invoices
 * took 110-135 ms with two workers and 16-37 ms without; JIT compiles for longer than most of our
 * statements run (docs/quality.md, "Admin console").
 */
export const SESSION_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': '0.5',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
};

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Start PGlite from a dumped data directory (test snapshots). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** PostgreSQL size such as '16MB'; embedded database only. */
  pgliteSharedBuffers?: string;
  /** Told when a PostgreSQL connection drops (the pool replaces it); a warning on stderr by default. */
  onConnectionError?: ConnectionErrorLog;
  /** Streaming replicas of `databaseUrl` that may serve reads (PostgreSQL only). */
  replicaUrls?: readonly string[];
  /** Told when a replica stops answering or cannot be used; a warning on stderr by default. */
  onReplicaWarning?: ReplicaWarning;
}

const warnOnStderr: ConnectionErrorLog = (error) =>
  console.warn(`PostgreSQL connection lost, it will be replaced: ${error.message}`);

const warnReplicaOnStderr: ReplicaWarning = (replica, reason) =>
  console.warn(`Read replica ${replica} skipped, reads go to the primary until it answers: ${reason}`);

/**
 * A replica that stops answering must not hold a request up: a connection not made by then fails
 * (the read is then retried on the primary), and so does a statement with no answer.
 */
const REPLICA_CONNECT_MS = 1_000;
const REPLICA_QUERY_MS = 5_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

/** The connection URL as it may be printed: everything but the password. */
export function printableDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const poolSize = options.poolSize ?? 10;
  const onConnectionError = options.onConnectionError ?? warnOnStderr;
  // Loaded here, so that a server on the embedded database never loads them.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const settings = Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pools: pg.Pool[] = [];
  /** A query pool and a whole-word search pool on one server, each surviving dropped connections. */
  const openReader = (serverUrl: string, extra: pg.PoolConfig) => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: poolSize, options: settings, ...extra });
    const searchPool = genericPlanPool(pg, serverUrl, Math.max(2, Math.ceil(poolSize / 2)), SESSION_SETTINGS, extra);
    // A restart or failover of PostgreSQL must not end the process (docs/product.md, "Running safely").
    surviveDroppedConnections(pool, onConnectionError);
    surviveDroppedConnections(searchPool, onConnectionError);
    pools.push(pool, searchPool);
    return {
      pool,
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      searchDb: drizzlePg({ client: searchPool, schema }) as unknown as Database,
    };
  };
  const { pool, db, searchDb } = openReader(url, {});
  const primary: Reader = { db, searchDb, replica: null };
  const replicaUrls = options.replicaUrls ?? [];
  const replicas =
    replicaUrls.length === 0
      ? undefined
      : createReplicaSet(
          { reader: primary, pool },
          replicaUrls.map((replicaUrl) => {
            const opened = openReader(replicaUrl, {
              connectionTimeoutMillis: REPLICA_CONNECT_MS,
              query_timeout: REPLICA_QUERY_MS,
            });
            const reader = { db: opened.db, searchDb: opened.searchDb, replica: printableDatabaseUrl(replicaUrl) };
            return { reader, pool: opened.pool };
          }),
          options.onReplicaWarning ?? warnReplicaOnStderr,
        );
  return {
    db,
    searchDb,
    engine: 'postgres',
    primary,
    replicas,
    pool,
    url,
    migrate: async () => {
      // A session lock on a connection of its own: instances starting together on one database
      // take turns, and each one after the first finds the migrations applied.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        // A connection that could not unlock is closed rather than pooled: that ends its lock too.
        const unlocked = await client.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).then(
          () => true,
          () => false,
        );
        client.release(!unlocked);
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all(pools.map(endPool));
    },
  };
}

/**
 * Ends a pool once its connections are closed: pool.end() resolves before their sockets are gone,
 * and a database dropped or a server stopped right after would cut them (an error event on each).
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
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
  // V8 compiles PGlite's 9 MB of WebAssembly, and later re-compiles its hot functions optimised, on
  // up to four background threads at once; each thread's malloc arena keeps the peak of its compiler
  // memory after the work is done. One thread at a time: 12 to 28 MB less resident and less CPU at
  // start, no slower to open on two cores (docs/decisions/009-compression-and-built-server.md,
  // "Memory").
  // The flag is read whenever a compilation is scheduled, so setting it before the first open is
  // enough; it only concerns WebAssembly.
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  // Loaded here, so that a server on PostgreSQL never loads them.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // Settings given at start override the data folder's postgresql.conf, settings that need a
    // restart included: each PGlite start is a new PostgreSQL start. PGlite's own defaults (single
    // user, no parallel workers...) are replaced by this list, so they are repeated.
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
    ],
  });
  if (dataDir) makeTreePrivate(dataDir);
  // PGlite is one session: its settings last as long as it is open.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  const pgliteDb = drizzlePglite({ client, schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    searchDb: db,
    engine: 'pglite',
    primary: { db, searchDb: db, replica: null },
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
