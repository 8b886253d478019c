/**
 * The admin console under load (issue 26, "Speed"; figures in docs/quality.md, "Admin console"):
 * 10,000 users, 100,000 items and 200,000 requests with their invoices, ledger, emails and audit
 * entries in PostgreSQL (bench-admin-data.ts), the real server in a process of its own
 * (bench-admin-server.ts), and for every admin call many different queries (bench-admin-calls.ts)
 * while nonprofits, donors and admins write (bench-admin-traffic.ts). Prints the server's own time
 * per call (p50, p95, max) against its budget: 300 ms for lists and details, 500 ms for analytics
 * (the payments CSV, a download, is timed but not judged). Exits 1 when a call's p95 is over its
 * budget (BENCH_VERDICT=max: its slowest answer) or any answer is a 5xx; a call the server does not
 * declare yet is reported "not built yet". Run as root, the server and PostgreSQL get nice -10, as
 * on a machine of their own (BENCH_NICE=0: not).
 *
 *   npm run bench:admin
 *
 * BENCH_DATABASE_URL: a database to use (its data is generated once and reused), else a throwaway
 * PostgreSQL server. BENCH_SCALE: a fraction of the sizes (0.1 for a quick try). BENCH_QUERIES:
 * queries per call (40). BENCH_CALLS: only these calls (e.g. `analytics,emails`). BENCH_CONCURRENCY: admins reading at once (1). BENCH_WRITES: writes a
 * second (2). BENCH_SERVER=dist: the built server instead of the sources. BENCH_EXPLAIN=<ms>: log
 * the plan of every statement slower than that (auto_explain) and print where. BENCH_ADMIN_OUT=<file>:
 * every sample as JSON. A script, not a test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/platform/database/client';
import { startThrowawayCluster } from '../test/setup/postgres-cluster';
import { adminOperations, drawQueries, type Operation } from './bench-admin-calls';
import { BUDGET_MS, EXPECTED_CALLS, type ExpectedCall } from './bench-admin-expected-calls';
import { ADMIN_BENCH_SIZES, BENCH_EMAIL_DOMAIN, generateAdminData, hasAdminBenchData } from './bench-admin-data';
import { enableExplain, explainedPlans, loadPools, raisePriority, tableSizes } from './bench-admin-database';
import { BENCH_ORIGIN, startBenchServer, type BenchServer } from './bench-admin-server';
import { startWriters } from './bench-admin-traffic';
import { random } from './bench-catalogue';
import { percentile } from './bench-in-process';
import { sessionCookie } from './bench-viewers';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 40);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 2);
/** Only these calls (names of the report's first column, comma-separated), while working on them. */
const ONLY_CALLS = process.env.BENCH_CALLS
  ? new Set(process.env.BENCH_CALLS.split(',').map((name) => name.trim()))
  : undefined;
const EXPLAIN_MS = process.env.BENCH_EXPLAIN ? Number(process.env.BENCH_EXPLAIN) : undefined;
const VERDICT = process.env.BENCH_VERDICT === 'max' ? 'max' : 'p95';
const WARM_UP_QUERIES = 3;
const REQUEST_TIMEOUT_MS = 60_000;
/** A call that answered this many times over ten times its budget is not asked again: it would only slow the others. */
const HOPELESS_ANSWERS = 2;

const log = (message: string) => console.log(`[bench:admin] ${message}`);
const loads = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

interface Planned {
  call: ExpectedCall;
  /** Discovered but not among issue 26's calls: measured with the list budget. */
  extra?: boolean;
  operation?: Operation;
  urls: string[];
}

interface Sample {
  call: string;
  url: string;
  status: number;
  clientMs: number;
  serverMs?: number;
  error?: string;
}

/** Status 0: no answer within REQUEST_TIMEOUT_MS. */
async function get(server: BenchServer, url: string, cookie: string) {
  const began = performance.now();
  try {
    const answer = await fetch(`${server.base}${url}`, {
      headers: { origin: BENCH_ORIGIN, cookie, 'accept-encoding': 'gzip, deflate, br' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await answer.text();
    return { status: answer.status, body, ms: performance.now() - began };
  } catch (error) {
    return { status: 0, body: String(error), ms: performance.now() - began };
  }
}

/** Calls of issue 26 that the server declares, and other admin reads it declares beside them. */
function planCalls(gets: Operation[]): Planned[] {
  const planned: Planned[] = EXPECTED_CALLS.map((call) => ({
    call,
    operation: gets.find((operation) => call.match.test(operation.path)),
    urls: [],
  }));
  for (const operation of gets) {
    if (EXPECTED_CALLS.some((call) => call.match.test(operation.path))) continue;
    // Only ids the benchmark has pools for can fill a path (a template key cannot).
    const fillable = operation.params.every((param) => param.in === 'query' || /(^|_)id$/.test(param.name));
    if (!fillable || operation.params.some((param) => param.in === 'query' && param.required)) continue;
    planned.push({
      call: { name: operation.path.replace('/api/', ''), path: operation.path, match: /$^/, budget: 'list' },
      extra: true,
      operation,
      urls: [],
    });
  }
  return ONLY_CALLS ? planned.filter((plan) => ONLY_CALLS.has(plan.call.name)) : planned;
}

/** Runs `urls` with `concurrency` readers at once. */
/** Per call, its answers over ten times its budget, warm-up included. */
const hopeless = new Map<string, number>();

async function measure(server: BenchServer, cookie: string, work: { call: string; url: string; budget: number }[]) {
  const samples: Sample[] = [];
  let next = 0;
  const reader = async () => {
    while (next < work.length) {
      const { call, url, budget } = work[next++]!;
      if ((hopeless.get(call) ?? 0) >= HOPELESS_ANSWERS) continue;
      const answer = await get(server, url, cookie);
      if (answer.ms > 10 * budget) hopeless.set(call, (hopeless.get(call) ?? 0) + 1);
      samples.push({
        call,
        url,
        status: answer.status,
        clientMs: answer.ms,
        error: answer.status >= 300 ? answer.body.slice(0, 200) : undefined,
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, reader));
  return samples;
}

/** Each sample gets the time the server logged for the same URL (in order, when asked twice). */
function attachServerTimes(samples: Sample[], server: BenchServer, from: number, to?: number) {
  const byUrl = new Map<string, number[]>();
  for (const entry of server.logged.slice(from, to)) {
    if (entry.method !== 'GET') continue;
    byUrl.set(entry.url, [...(byUrl.get(entry.url) ?? []), entry.ms]);
  }
  for (const sample of samples) sample.serverMs = byUrl.get(sample.url)?.shift();
}

function report(planned: Planned[], samples: Sample[], warmUp: Sample[]) {
  const rows: string[][] = [['call', 'path', 'distinct/asked', 'p50 ms', 'p95 ms', 'max ms', 'budget', 'verdict']];
  const slowest: string[] = [];
  let failed = false;
  for (const { call, operation, urls, extra } of planned) {
    const budget = BUDGET_MS[call.budget];
    const judged = call.budget !== 'download';
    if (!operation) {
      rows.push([call.name, call.path, '-', '-', '-', '-', judged ? `${budget}` : 'none', 'not built yet']);
      continue;
    }
    // A call too slow to measure keeps the answers of its warm-up.
    const measured = samples.filter((sample) => sample.call === call.name);
    const own = measured.length > 0 ? measured : warmUp.filter((sample) => sample.call === call.name);
    const times = own.map((sample) => sample.serverMs ?? sample.clientMs);
    const errors = own.filter((sample) => sample.status >= 300);
    const serverErrors = errors.filter((sample) => sample.status >= 500);
    const p95 = percentile(times, 95);
    const max = Math.max(...times);
    const over = judged && (VERDICT === 'max' ? max : p95) > budget;
    let verdict = !judged ? 'not judged' : over ? 'OVER' : 'ok';
    if (errors.length > 0) verdict += ` (${errors.length} x ${[...new Set(errors.map((e) => e.status))].join('/')})`;
    if (measured.length === 0) verdict += ' (stopped in the warm-up)';
    else if (own.length < urls.length) verdict += ` (stopped after ${own.length})`;
    if (over || serverErrors.length > 0) failed = true;
    rows.push([
      extra ? `(${call.name})` : call.name,
      operation.path,
      `${new Set(urls).size}/${own.length}`,
      String(Math.round(percentile(times, 50))),
      String(Math.round(p95)),
      String(Math.round(max)),
      judged ? String(budget) : 'none',
      verdict,
    ]);
    const worst = own.reduce((a, b) => ((a.serverMs ?? 0) >= (b.serverMs ?? 0) ? a : b));
    slowest.push(`  ${call.name}: ${worst.serverMs} ms ${worst.url}`);
    for (const error of errors.slice(0, 2)) slowest.push(`  ${call.name}: ${error.status} ${error.url} ${error.error}`);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows.map((row) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
  table.splice(1, 0, `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  return { table, slowest, failed };
}

async function main(): Promise<void> {
  const sizes = {
    users: Math.round(ADMIN_BENCH_SIZES.users * SCALE),
    items: Math.round(ADMIN_BENCH_SIZES.items * SCALE),
    requests: Math.round(ADMIN_BENCH_SIZES.requests * SCALE),
  };
  const cluster = process.env.BENCH_DATABASE_URL ? undefined : await startThrowawayCluster();
  const url = process.env.BENCH_DATABASE_URL ?? cluster!.url;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admin-'));
  const handle = await openDatabase({ databaseUrl: url });
  let server: BenchServer | undefined;
  try {
    await handle.migrate();
    const db = handle.db;
    if (await hasAdminBenchData(db)) log('reusing the benchmark data already in the database');
    else {
      log(`generating ${sizes.users} users, ${sizes.items} items, ${sizes.requests} requests`);
      await generateAdminData(db, sizes, log);
    }
    const logOffset = EXPLAIN_MS === undefined ? 0 : await enableExplain(db, EXPLAIN_MS);
    const counts = await tableSizes(db);
    log(
      `rows: ${Object.entries(counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}`,
    );
    server = await startBenchServer(url, dataDir);
    const priority = await raisePriority(db, server.pid);
    log(`server: ${server.how}, ${priority}; load average ${loads()}`);
    const adminRows = (await db.execute(
      sql`select id from users where email = ${`bench-admin-1@${BENCH_EMAIL_DOMAIN}`}`,
    )) as unknown as { rows: { id: number }[] };
    const adminId = adminRows.rows[0]!.id;
    const cookie = await sessionCookie(db, adminId);
    const doc = JSON.parse((await get(server, '/api/docs/json', cookie)).body);
    const planned = planCalls(adminOperations(doc, 'get'));
    const missing = planned.filter((plan) => !plan.operation).map((plan) => plan.call.path);
    if (missing.length > 0) log(`not built yet: ${missing.join(', ')}`);
    const pools = await loadPools(db, adminId);
    // The whole list's page count, for deep pages.
    for (const plan of planned.filter((each) => each.operation)) {
      const [probe] = drawQueries(
        plan.call,
        { ...plan.operation!, params: plan.operation!.params.filter((p) => p.in === 'path') },
        pools,
        1,
        1,
      );
      const answer = await get(server, probe!, cookie);
      if (answer.status !== 200 || !answer.body.startsWith('{')) continue;
      const body = JSON.parse(answer.body) as { total?: number; total_pages?: number };
      const pages = body.total_pages ?? (body.total ? Math.ceil(body.total / 20) : undefined);
      if (pages) pools.totalPages.set(plan.call.name, pages);
    }
    planned.forEach((plan, index) => {
      if (plan.operation) plan.urls = drawQueries(plan.call, plan.operation, pools, QUERIES, 1_000 + index);
    });
    const work = planned.flatMap((plan) =>
      plan.urls.map((each) => ({ call: plan.call.name, url: each, budget: BUDGET_MS[plan.call.budget] })),
    );
    log(`${work.length} reads over ${planned.filter((plan) => plan.operation).length} calls, warming up`);
    const warmUp = await measure(
      server,
      cookie,
      planned.flatMap((plan) =>
        plan.urls
          .slice(0, WARM_UP_QUERIES)
          .map((each) => ({ call: plan.call.name, url: each, budget: BUDGET_MS[plan.call.budget] })),
      ),
    );
    const writers = await startWriters({
      base: server.base,
      db,
      admin: { id: adminId, cookie },
      puts: adminOperations(doc, 'put'),
      perSecond: WRITES_PER_SECOND,
      seed: 31,
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the warm-up's log lines
    const from = server.logged.length;
    const rng = random(97);
    const shuffled = work
      .map((each) => ({ each, key: rng.next() }))
      .sort((a, b) => a.key - b.key)
      .map(({ each }) => each);
    const began = performance.now();
    const samples = await measure(server, cookie, shuffled);
    const seconds = (performance.now() - began) / 1000;
    const writes = await writers.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    attachServerTimes(samples, server, from);
    attachServerTimes(warmUp, server, 0, from);

    const { table, slowest, failed } = report(planned, samples, warmUp);
    const cpu = cpus();
    console.log(
      `\nAdmin console, ${new Date().toISOString().slice(0, 10)}: ${cpu.length} x ${cpu[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, ${await postgresVersion(db)}`,
    );
    console.log(
      `data: ${Object.entries(counts)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
    console.log(
      `${samples.length} reads in ${seconds.toFixed(0)} s, ${CONCURRENCY} at a time, ${WRITES_PER_SECOND} writes/s; ${server.how}, ${priority}; server time from its request log; verdict on ${VERDICT}\n`,
    );
    for (const line of table) console.log(line);
    console.log('\nwrites during the run:');
    for (const [kind, statuses] of writes.byKind)
      console.log(`  ${kind}: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    for (const [kind, refusal] of writes.refusals) console.log(`  first refusal of ${kind}: ${refusal}`);
    if (writers.adminWriteKinds.length === 0) console.log('  (no admin write call declared yet)');
    console.log('\nslowest query of each call, and errors:');
    for (const line of slowest) console.log(line);
    log(`load average (1, 5, 15 min): ${loads()}`);
    if (process.env.BENCH_ADMIN_OUT)
      writeFileSync(process.env.BENCH_ADMIN_OUT, JSON.stringify({ counts, samples }, null, 1));
    if (EXPLAIN_MS !== undefined)
      log(`plans of statements over ${EXPLAIN_MS} ms: ${await explainedPlans(db, logOffset)}`);
    if (failed) process.exitCode = 1;
  } finally {
    await server?.stop();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
}

async function postgresVersion(db: Parameters<typeof tableSizes>[0]) {
  const result = (await db.execute(sql`select current_setting('server_version') as v`)) as unknown as {
    rows: { v: string }[];
  };
  return `PostgreSQL ${result.rows[0]!.v}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
