/**
 * Marketplace load benchmark: 100,000 items in PostgreSQL, the real server, autocannon.
 *
 *   npm run bench:marketplace
 *
 * Uses BENCH_DATABASE_URL when set (items already there are reused when there are enough),
 * otherwise a throwaway PostgreSQL server. Prints p50/p99 latency and requests/s for a search
 * with two filters and for the trivial health route. A script, not a test.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../src/app';
import { createUser } from '../src/factories/users';
import { loadConfig } from '../src/platform/config';
import { createContext } from '../src/platform/create-context';
import { openDatabase } from '../src/platform/database/client';
import { items } from '../src/platform/database/schema';
import { startThrowawayCluster, type ThrowawayCluster } from '../test/setup/postgres-cluster';
import { benchDonorScope, benchItem, random, type BenchDonor } from './bench-catalogue';
import { BENCH_CITIES } from './bench-vocabulary';

const ITEM_COUNT = Number(process.env.BENCH_ITEMS ?? 100_000);
const ROWS_PER_INSERT = 1000;
const INSERTS_PER_TRANSACTION = 10;
const DONOR_COUNT = 20;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const SEARCH = process.env.BENCH_SEARCH ?? 'chair';
const CATEGORY = process.env.BENCH_CATEGORY ?? 'Furniture';

interface Scenario {
  name: string;
  path: string;
  /** Served by the instance whose marketplace page cache is off: every request ranks and counts. */
  uncached?: boolean;
}

const SEARCH_PATH = `/api/items?search=${encodeURIComponent(SEARCH)}&category=${encodeURIComponent(CATEGORY)}&delivery_option=donor_ships`;
const SCENARIOS: Scenario[] = [
  { name: `search "${SEARCH}" + category + delivery_option`, path: SEARCH_PATH },
  { name: 'the same search, page cache off', path: SEARCH_PATH, uncached: true },
  { name: 'health (trivial route)', path: '/api/health' },
];

const log = (message: string) => console.log(`[bench] ${message}`);

async function prepareDatabase(): Promise<{ url: string; cluster?: ThrowawayCluster }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL };
  log('starting a throwaway PostgreSQL server');
  const cluster = await startThrowawayCluster();
  return { url: cluster.url, cluster };
}

async function loadCatalogue(ctx: Awaited<ReturnType<typeof createContext>>): Promise<void> {
  const [existing] = await ctx.db.select({ value: sql<number>`count(*)::int` }).from(items);
  if ((existing?.value ?? 0) >= ITEM_COUNT) {
    log(`reusing ${existing!.value} items already in the database`);
    return;
  }
  const donors: BenchDonor[] = [];
  for (let index = 0; index < DONOR_COUNT; index++) {
    const [city, state] = BENCH_CITIES[index % BENCH_CITIES.length]!;
    const scope = benchDonorScope(index);
    const user = await createUser(ctx.db, {
      role: 'donor',
      name: `Bench Donor ${index + 1}`,
      companyName: `${city} Surplus Partners ${index + 1}`,
      pickupCity: city,
      pickupState: state,
      donorScope: scope,
    });
    donors.push({ id: user.id, city, state, scope });
  }
  const rng = random(20_240_601);
  const now = Date.now();
  const started = performance.now();
  const batches = Math.ceil(ITEM_COUNT / ROWS_PER_INSERT);
  for (let batch = 0; batch < batches; batch += INSERTS_PER_TRANSACTION) {
    await ctx.db.transaction(async (tx) => {
      for (let insert = batch; insert < Math.min(batches, batch + INSERTS_PER_TRANSACTION); insert++) {
        const size = Math.min(ROWS_PER_INSERT, ITEM_COUNT - insert * ROWS_PER_INSERT);
        const rows = Array.from({ length: size }, () => benchItem(rng, rng.pick(donors), now));
        await tx.insert(items).values(rows);
      }
    });
    const done = Math.min(ITEM_COUNT, (batch + INSERTS_PER_TRANSACTION) * ROWS_PER_INSERT);
    if (done % 20_000 === 0 || done === ITEM_COUNT) log(`loaded ${done} items`);
  }
  log(`bulk load took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await ctx.db.execute(sql`vacuum analyze items`);
  await ctx.db.execute(sql`analyze users`);
}

interface AutocannonResult {
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in its own process, so it does not share the server's event loop. */
async function runAutocannon(url: string, seconds: number): Promise<AutocannonResult> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as AutocannonResult;
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function main(): Promise<void> {
  const { url, cluster } = await prepareDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'b'.repeat(40),
      DEMO_DATA: 'false',
      // One request log line each would measure the terminal, not the server.
      LOG_LEVEL: 'warn',
    });
    const logger = pino({ level: 'warn' });
    const handle = await openDatabase({ databaseUrl: url });
    const ctx = await createContext(config, logger, handle);
    log('migrated');
    await loadCatalogue(ctx);

    const app = await buildApp(ctx);
    const uncachedApp = await buildApp({ ...ctx, config: { ...config, marketplaceCachePages: 0 } });
    const base = await listen(app);
    const uncachedBase = await listen(uncachedApp);
    log(`server on ${base}; ${cpus().length} CPU cores; ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);

    const results: Record<string, string | number>[] = [];
    for (const scenario of SCENARIOS) {
      const url = (scenario.uncached ? uncachedBase : base) + scenario.path;
      const check = await fetch(url);
      const body = (await check.json()) as { total?: number };
      if (!check.ok) throw new Error(`${scenario.path} answered ${check.status}`);
      if (body.total !== undefined) log(`${scenario.path} -> ${body.total} matching items`);
      await runAutocannon(url, 3); // warm-up: JIT, plan and buffer caches
      const result = await runAutocannon(url, DURATION_SECONDS);
      results.push({
        scenario: scenario.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'max ms': result.latency.max,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    console.table(results);
    // Other work on the machine skews the figures; the load average says how much there was.
    log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
    await app.close();
    await uncachedApp.close();
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
