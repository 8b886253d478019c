/**
 * Where the marketplace's cold path spends its time (docs/decisions/002-marketplace-search.md, "The
 * cold path"): every page of the benchmark's mixed workload (bench-queries.ts, bench-pages.ts) read
 * one at a time from a server without a page cache, then a weighted draw of them, as the traffic
 * asks, with the statements that took PostgreSQL's time (pg_stat_statements; track_planning on
 * adds planning).
 *
 *   BENCH_DATABASE_URL=postgres://… npm run bench:cold-path
 *
 * Prints the weighted mean time a page took, by viewer and search or browse, by filters, and the
 * pages that cost most. MIX_FILE keeps the pages and their cursors between runs (following them
 * takes a minute); PROF_DRAWS sets the draw's size; TIMED_FILE keeps every page's time, to compare
 * two versions page by page. A script, not a test.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app';
import { benchConfig } from './bench-config';
import { createContext } from '../src/platform/create-context';
import { openDatabase } from '../src/platform/database/client';
import { workloadRequests } from './bench-pages';
import { benchQueries } from './bench-queries';
import { benchViewers } from './bench-viewers';
import { printStatements, resetStatements } from './bench-statements';

const url = process.env.BENCH_DATABASE_URL;
if (!url)
  throw new Error(
    'Set BENCH_DATABASE_URL to a PostgreSQL database with the benchmark catalogue (npm run bench loads it).',
  );
const MIX = process.env.MIX_FILE ?? path.join(tmpdir(), 'bench-cold-path-mix.json');
const config = benchConfig(url, mkdtempSync(path.join(tmpdir(), 'bench-cold-path-')), '0');
const ctx = await createContext(config, pino({ level: 'warn' }), await openDatabase({ databaseUrl: url }));
const app = await buildApp(ctx);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const viewers = await benchViewers(ctx.db);
const queries = benchQueries(2000, viewers.length);
let mix: { path: string; viewer: number; weight: number }[];
if (existsSync(MIX)) mix = JSON.parse(readFileSync(MIX, 'utf8'));
else {
  const requests = await workloadRequests(base, queries, viewers);
  mix = requests.map((r) => ({
    path: r.path,
    weight: r.weight,
    viewer: viewers.findIndex((v) => v.headers === r.headers),
  }));
  writeFileSync(MIX, JSON.stringify(mix));
}
const only = process.env.PROF_LIMIT ? Number(process.env.PROF_LIMIT) : mix.length;
const sample = [...mix].sort((a, b) => b.weight - a.weight).slice(0, only);
const timed: { path: string; viewer: number; weight: number; ms: number }[] = [];
for (let round = 0; round < 2; round++) {
  for (const entry of sample) {
    const started = performance.now();
    const response = await fetch(base + entry.path, { headers: viewers[entry.viewer]!.headers });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (round === 1) timed.push({ ...entry, ms });
  }
}
// A weighted draw, as the benchmark's traffic asks, for pg_stat_statements.
{
  await resetStatements(ctx.db);
  const draws = Number(process.env.PROF_DRAWS ?? 3000);
  const sum = sample.reduce((s, e) => s + e.weight, 0);
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < draws; i++) {
    let r = rnd() * sum;
    const entry = sample.find((e) => (r -= e.weight) < 0) ?? sample[0]!;
    await (await fetch(base + entry.path, { headers: viewers[entry.viewer]!.headers })).arrayBuffer();
  }
  await printStatements(ctx.db, 'weighted draw', draws);
}
if (process.env.TIMED_FILE) writeFileSync(process.env.TIMED_FILE, JSON.stringify(timed));
const totalWeight = timed.reduce((s, t) => s + t.weight, 0);
const mean = timed.reduce((s, t) => s + t.weight * t.ms, 0) / totalWeight;
console.log(`weighted mean ${mean.toFixed(2)} ms over ${timed.length} pages`);
const classify = (t: (typeof timed)[number]) => {
  const q = new URL(base + t.path).searchParams;
  return [
    t.viewer === 0 ? 'visitor' : 'nonprofit',
    q.get('search') ? 'search' : 'browse',
    q.get('category') ? 'cat' : '',
    q.get('location') ?? '',
    q.getAll('delivery_option').length ? 'deliv' : '',
    q.get('min_value') || q.get('max_value') ? 'value' : '',
    q.get('sort_by') ?? '',
    q.get('cursor') ? 'next' : 'first',
  ]
    .filter(Boolean)
    .join(' ');
};
const groups = new Map<string, { weight: number; cost: number; n: number }>();
for (const t of timed) {
  for (const key of [
    classify(t).split(' ').slice(0, 2).join(' '),
    'by:' +
      classify(t)
        .split(' ')
        .slice(1, 2)
        .concat(
          classify(t)
            .split(' ')
            .slice(2)
            .filter((x) => ['cat', 'deliv', 'value', 'local_community', 'citywide', 'statewide', 'next'].includes(x)),
        )
        .join(' '),
  ]) {
    const g = groups.get(key) ?? { weight: 0, cost: 0, n: 0 };
    g.weight += t.weight;
    g.cost += t.weight * t.ms;
    g.n++;
    groups.set(key, g);
  }
}
for (const [key, g] of [...groups].sort((a, b) => b[1].cost - a[1].cost).slice(0, 40))
  console.log(
    `${(g.cost / totalWeight).toFixed(2).padStart(6)} ms of mean  ${((100 * g.weight) / totalWeight).toFixed(1).padStart(5)}% of traffic  mean ${(g.cost / g.weight).toFixed(1).padStart(6)} ms  n=${g.n}  ${key}`,
  );
console.log('--- top pages by weighted cost');
for (const t of [...timed].sort((a, b) => b.weight * b.ms - a.weight * a.ms).slice(0, 40))
  console.log(
    `${((t.weight * t.ms) / totalWeight).toFixed(3)} ${t.ms.toFixed(1).padStart(7)} ms v${t.viewer} ${decodeURIComponent(t.path.replace(/cursor=[^&]+/, 'cursor=…'))}`,
  );
await app.close();
ctx.mailer.close();
await ctx.database.close();
