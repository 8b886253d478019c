/**
 * The marketplace under realistic traffic: 100,000 items in PostgreSQL, the real server, autocannon
 * (docs/decisions/002-marketplace-search.md; figures in docs/quality.md, "Marketplace search").
 *
 *   npm run bench        (the same as npm run bench:marketplace)
 *   npm run bench -- --items=1000000      (or BENCH_ITEMS; loaded in batches of 10,000)
 *
 * The mixed workload draws, for every request, one of BENCH_QUERIES distinct queries (Zipf, s = 1)
 * built from the catalogue's vocabulary (bench-queries.ts), as a visitor or as a nonprofit signed
 * in somewhere, and one of its first five pages (real cursors); meanwhile a donor edits one of its
 * items a second through PUT /api/items/{id}. It runs on a server whose page cache holds the pages
 * read while the cursors were followed, each read once more after (as after a while of traffic;
 * bench-pages.ts), on a server just started
 * (cache empty) and on one without a cache; then one search without a cache, and the health route.
 * Each is printed with the page cache's hit rate, p50, p99, requests/s and CPU per request.
 *
 * MARKETPLACE_CACHE_PAGES sizes the page cache as it does a deployment's. BENCH_SCENARIOS runs only
 * some scenarios, by key (warm, cold, off, single) or the first word of their names (e.g.
 * `off,single`); health always runs. BENCH_PROFILE=1 writes a CPU profile of the server process
 * (--cpu-prof) for the scenarios run, into the current folder.
 * BENCH_EDITS_PER_SECOND sets the donor's edits (1 by default, 0 for none).
 * BENCH_STATEMENTS=1 prints, per scenario, the statements that took most of PostgreSQL's time
 * (needs the pg_stat_statements extension loaded by the server).
 * Uses BENCH_DATABASE_URL when set (items already there are reused when there are enough),
 * otherwise a throwaway PostgreSQL server. A script, not a test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { itemsPageCacheOf, type ItemsPageCacheStats } from '../src/features/items/items.cache';
import type { AppContext } from '../src/platform/context';
import { createContext } from '../src/platform/create-context';
import { openDatabase } from '../src/platform/database/client';
import { items } from '../src/platform/database/schema';
import { startThrowawayCluster, type ThrowawayCluster } from '../test/setup/postgres-cluster';
import { loadBenchCatalogue } from './bench-catalogue';
import { BENCH_ORIGIN_URL, benchConfig } from './bench-config';
import { cpuPerRequest, databasePids, sampleCpu } from './bench-cpu';
import { startEditor } from './bench-editor';
import type { LoadSpec, WeightedRequest } from './bench-load';
import { workloadRequests } from './bench-pages';
import { benchQueries } from './bench-queries';
import { printStatements, resetStatements } from './bench-statements';
import { benchViewers, BROWSER_HEADERS, sessionCookie } from './bench-viewers';

const itemsArgument = process.argv.find((arg) => arg.startsWith('--items='))?.slice('--items='.length);
const ITEM_COUNT = Number(itemsArgument ?? process.env.BENCH_ITEMS ?? 100_000);
const QUERY_COUNT = Number(process.env.BENCH_QUERIES ?? 2_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 3;
const EDITS_PER_SECOND = Number(process.env.BENCH_EDITS_PER_SECOND ?? 1);
const ORIGIN = BENCH_ORIGIN_URL;
/** The single search of earlier runs (678 matches of 100,000), for comparison across versions. */
const SINGLE_SEARCH = '/api/items?search=chair&category=Furniture&delivery_option=donor_ships';

const log = (message: string) => console.log(`[bench] ${message}`);
const CHOSEN = process.env.BENCH_SCENARIOS?.split(',').map((name) => name.trim().toLowerCase());
const chosen = ({ name, key }: { name: string; key: string }) =>
  name === 'health' || !CHOSEN || CHOSEN.includes(key) || CHOSEN.includes(name.split(' ')[0]!.toLowerCase());
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const LOAD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench-load.ts');

interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  base: string;
}

interface Scenario {
  name: string;
  /** What BENCH_SCENARIOS names it by. */
  key: string;
  server: Server;
  requests: WeightedRequest[];
  edits?: boolean;
}

async function prepareDatabase(): Promise<{ url: string; cluster?: ThrowawayCluster }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  log('starting a throwaway PostgreSQL server');
  const cluster = await startThrowawayCluster();
  return { url: cluster.url, cluster };
}

/** autocannon in its own process (bench-load.ts), so it does not share the server's event loop. */
async function runLoad(dir: string, spec: LoadSpec): Promise<Result> {
  const file = path.join(dir, 'load.json');
  writeFileSync(file, JSON.stringify(spec));
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', LOAD_SCRIPT, file], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Result;
}

async function serve(ctx: AppContext): Promise<Server> {
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, ctx, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * Requests that did not read their page from the database: served from the cache or from another's
 * read. (A counter an older cache lacks counts 0, so the script can measure earlier versions too.)
 */
const hitRate = (before: ItemsPageCacheStats, after: ItemsPageCacheStats) => {
  const delta = (name: keyof ItemsPageCacheStats) => (after[name] ?? 0) - (before[name] ?? 0);
  const served = delta('hits') + delta('shared');
  const all = served + delta('misses');
  return all === 0 ? '–' : `${Math.round((100 * served) / all)}%`;
};

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`);
}

async function main(): Promise<void> {
  const { url, cluster } = await prepareDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    const config = benchConfig(url, dataDir, process.env.MARKETPLACE_CACHE_PAGES);
    const ctx = await createContext(config, pino({ level: 'warn' }), await openDatabase({ databaseUrl: url }));
    log('migrated');
    const donors = await loadBenchCatalogue(ctx.db, ITEM_COUNT, log);
    const cached = await serve(ctx);
    const uncached = await serve({ ...ctx, config: { ...config, marketplaceCachePages: 0 } });
    // Another process just started: same database, a page cache of its own, empty.
    const cold = await serve({ ...ctx });
    log(`${cpus().length} CPU cores; ${CONNECTIONS} connections, ${DURATION_SECONDS} s a scenario`);

    const viewers = await benchViewers(ctx.db);
    const queries = benchQueries(QUERY_COUNT, viewers.length);
    const started = performance.now();
    // Following every query's cursors takes most of a minute; only the mixed scenarios need it.
    const mixed =
      CHOSEN && !CHOSEN.some((name) => name.startsWith('mixed') || ['warm', 'cold', 'off'].includes(name))
        ? []
        : await workloadRequests(cached.base, queries, viewers);
    if (mixed.length > 0) {
      log(
        `${queries.length} queries, ${mixed.length} pages, cursors followed in ${Math.round(performance.now() - started) / 1000} s`,
      );
    }

    const editor = donors[0]!;
    const editable = await ctx.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.donorId, editor.id), eq(items.status, 'available')))
      .limit(1000);
    const editorCookie = await sessionCookie(ctx.db, editor.id);
    const one = (requestPath: string): WeightedRequest[] => [
      { path: requestPath, headers: BROWSER_HEADERS, weight: 1 },
    ];
    const scenarios: Scenario[] = [
      {
        name: `mixed: ${queries.length} queries, Zipf, 1 edit/s`,
        key: 'warm',
        server: cached,
        requests: mixed,
        edits: true,
      },
      { name: 'mixed, cache empty at the start', key: 'cold', server: cold, requests: mixed, edits: true },
      { name: 'mixed, page cache off', key: 'off', server: uncached, requests: mixed, edits: true },
      { name: 'uncached single search', key: 'single', server: uncached, requests: one(SINGLE_SEARCH) },
      { name: 'health', key: 'health', server: cached, requests: one('/api/health') },
    ];

    const results: { scenario: Scenario; result: Result; hits: string; cpu: string; edits?: string }[] = [];
    for (const scenario of scenarios.filter(chosen)) {
      const cache = itemsPageCacheOf(scenario.server.ctx);
      const spec = { url: scenario.server.base, connections: CONNECTIONS, requests: scenario.requests };
      const edits =
        scenario.edits && EDITS_PER_SECOND > 0
          ? startEditor({
              base: scenario.server.base,
              origin: ORIGIN,
              donor: editor,
              cookie: editorCookie,
              itemIds: editable.map((row) => row.id),
              perSecond: EDITS_PER_SECOND,
            })
          : undefined;
      await runLoad(dataDir, { ...spec, seconds: WARM_UP_SECONDS }); // JIT, plans, buffers and cache
      const before = cache.stats();
      if (STATEMENTS) await resetStatements(ctx.db);
      const cpuBefore = sampleCpu(await databasePids(ctx.db));
      const profiler = PROFILE ? new Session() : undefined;
      profiler?.connect();
      await profiler?.post('Profiler.enable');
      await profiler?.post('Profiler.start');
      const result = await runLoad(dataDir, { ...spec, seconds: DURATION_SECONDS });
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(`bench-${scenario.key}.cpuprofile`, JSON.stringify(profile));
        profiler.disconnect();
      }
      if (STATEMENTS) await printStatements(ctx.db, scenario.name, result.requests.total);
      const after = cache.stats();
      const hits = hitRate(before, after);
      const cpu = cpuPerRequest(cpuBefore, result.requests.total);
      const edited = await edits?.stop();
      results.push({
        scenario,
        result,
        hits,
        cpu: `${cpu.server.toFixed(2)} + ${cpu.database.toFixed(2)}`,
        edits: edited && `${edited.edits} edits (median ${Math.round(edited.medianMs)} ms), ${edited.failures} failed`,
      });
      const counted = (name: keyof ItemsPageCacheStats) => `${(after[name] ?? 0) - (before[name] ?? 0)} ${name}`;
      log(
        `${scenario.name}: ${(['hits', 'kept', 'filtered', 'shared', 'misses', 'reached'] as const).map(counted).join(', ')}`,
      );
    }

    const health = results.find((row) => row.scenario.name === 'health')!.result.requests.average;
    printTable([
      ['scenario', 'hit rate', 'p50 ms', 'p99 ms', 'req/s', 'vs health', 'CPU ms/req (server + db)', 'errors'],
      ...results.map(({ scenario, result, hits, cpu }) => [
        scenario.name,
        hits,
        String(result.latency.p50),
        String(result.latency.p99),
        String(Math.round(result.requests.average)),
        `${((100 * result.requests.average) / health).toFixed(1)}%`,
        cpu,
        String(result.non2xx + result.errors + result.timeouts),
      ]),
    ]);
    for (const { scenario, edits } of results) if (edits) log(`${scenario.name}: ${edits}`);
    // Other work on the machine skews the figures; the load average says how much there was.
    log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
    for (const server of [cached, cold, uncached]) await server.app.close();
    ctx.mailer.close();
    await ctx.database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
