import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/database/client';
import type { Pools } from './bench-admin-calls';

/** What the admin benchmark reads from its database directly: ids for queries, sizes, slow plans. */

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

const POOL = 300;

/** Ids of every status and words that occur in the data, drawn at random. */
export async function loadPools(db: Database, adminId: number): Promise<Pools> {
  const ids = async (query: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, query)).map((row) => row.id);
  const words = async (query: ReturnType<typeof sql>) => (await rows<{ w: string }>(db, query)).map((row) => row.w);
  return {
    adminId,
    itemIds: await ids(sql`select id from items order by random() limit ${POOL}`),
    requestIds: await ids(sql`select id from requests order by random() limit ${POOL}`),
    userIds: await ids(sql`select id from users where role <> 'admin' order by random() limit ${POOL}`),
    nonprofitIds: await ids(sql`select id from users where role = 'nonprofit' order by random() limit 100`),
    donorIds: await ids(sql`select id from users where role = 'donor' order by random() limit 100`),
    people: await words(sql`select coalesce(organization_name, company_name, name) as w from users
      where role <> 'admin' order by random() limit 200`),
    places: await words(sql`select distinct city as w from users where city is not null limit 100`),
    states: await words(sql`select distinct state as w from users where state is not null`),
    categories: await words(sql`select distinct category as w from items`),
    totalPages: new Map(),
  };
}

export async function tableSizes(db: Database): Promise<Record<string, number>> {
  const tables = [
    'users',
    'items',
    'requests',
    'invoices',
    'checkout_sessions',
    'token_ledger',
    'email_records',
    'audit_log',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = row!.n;
  }
  return counts;
}

const databaseName = async (db: Database) =>
  (await rows<{ name: string }>(db, sql`select current_database() as name`))[0]!.name;

/**
 * auto_explain for the server's connections (opened after this): the plan, with real row counts and
 * buffers, of every statement slower than `ms`, in the PostgreSQL server's log.
 */
export async function enableExplain(db: Database, ms: number): Promise<number> {
  const name = await databaseName(db);
  for (const setting of [
    `session_preload_libraries = 'auto_explain'`,
    `auto_explain.log_min_duration = '${Math.round(ms)}ms'`,
    `auto_explain.log_analyze = on`,
    `auto_explain.log_buffers = on`,
  ]) {
    await db.execute(sql.raw(`alter database "${name}" set ${setting}`));
  }
  const serverLog = await serverLogOf(db);
  return existsSync(serverLog) ? statSync(serverLog).size : 0;
}

/** The throwaway server logs into server.log beside its data folder (test/setup/postgres-cluster.ts). */
async function serverLogOf(db: Database) {
  const [dir] = await rows<{ dir: string }>(db, sql`select current_setting('data_directory') as dir`);
  return path.join(path.dirname(dir!.dir), 'server.log');
}

/**
 * Copies the logged plans to a file of their own and turns auto_explain off again. The throwaway
 * server logs into server.log beside its data folder; another server's log is wherever it keeps it.
 */
export async function explainedPlans(db: Database, logOffset: number): Promise<string> {
  const name = await databaseName(db);
  for (const setting of [
    'session_preload_libraries',
    'auto_explain.log_min_duration',
    'auto_explain.log_analyze',
    'auto_explain.log_buffers',
  ]) {
    await db.execute(sql.raw(`alter database "${name}" reset ${setting}`));
  }
  const serverLog = await serverLogOf(db);
  if (!existsSync(serverLog)) return 'in the PostgreSQL server log';
  // This run's part of the log only.
  const length = statSync(serverLog).size - logOffset;
  const buffer = Buffer.alloc(Math.max(0, length));
  const handle = openSync(serverLog, 'r');
  readSync(handle, buffer, 0, buffer.length, logOffset);
  closeSync(handle);
  const plans = buffer
    .toString('utf8')
    .split(/\n(?=\S)/)
    .filter((entry) => entry.includes('plan:'));
  const file = path.join(tmpdir(), `bench-admin-plans-${Date.now()}.log`);
  writeFileSync(file, plans.join('\n'));
  return `${plans.length} in ${file}`;
}

/**
 * The machine is shared (other work, tests of other changes): the benchmark's PostgreSQL and server
 * run at a higher priority (nice -10), as on a machine of their own, when the benchmark may raise it
 * (root) and the database is local. Backends forked later inherit the postmaster's priority.
 */
export async function raisePriority(db: Database, serverPid: number | undefined): Promise<string> {
  if (process.getuid?.() !== 0 || process.env.BENCH_NICE === '0') return 'normal priority';
  const [dir] = await rows<{ dir: string }>(db, sql`select current_setting('data_directory') as dir`);
  const pidFile = path.join(dir!.dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 'normal priority (the database is not local)';
  const backends = await rows<{ pid: number }>(db, sql`select pid from pg_stat_activity`);
  const pids = [readFileSync(pidFile, 'utf8').split('\n')[0]!, ...backends.map((row) => String(row.pid))];
  if (serverPid) pids.push(String(serverPid));
  try {
    execFileSync('renice', ['-n', '-10', '-p', ...pids], { stdio: 'ignore' });
    return 'server and database at nice -10';
  } catch {
    return 'normal priority (renice refused)';
  }
}
