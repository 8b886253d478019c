/**
 * What the in-process benchmarks share (bench:listings, bench:tax-report): the app on PGlite in a
 * temporary data folder and on a throwaway PostgreSQL server, driven through Fastify's inject.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { createContext } from '../src/platform/create-context';
import { openDatabase } from '../src/platform/database/client';
import { startThrowawayCluster } from '../test/setup/postgres-cluster';

export type Engine = 'pglite' | 'postgres';
export type EngineResult = Record<string, string | number> & { engine: Engine };

export const BENCH_ORIGIN = 'http://localhost:3000';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Other work on the machine skews the figures; the load average says how much there was. */
export const loadAverage = () =>
  `load average (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`;

/** Runs `measure` on an app of its own over a fresh database, then closes everything. */
async function onEngine(
  engine: Engine,
  databaseUrl: string | undefined,
  measure: (app: FastifyInstance, ctx: AppContext) => Promise<Record<string, string | number>>,
): Promise<EngineResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SESSION_SECRET: 'b'.repeat(40),
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const handle = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'pglite') });
    const ctx = await createContext(config, pino({ level: 'silent' }), handle);
    const app = await buildApp(ctx);
    await app.ready();
    try {
      return { engine, ...(await measure(app, ctx)) };
    } finally {
      await app.close();
      ctx.mailer.close();
      await ctx.database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `measure` on PGlite, then on a throwaway PostgreSQL server; prints both as a table. */
export async function benchBothEngines(
  log: (message: string) => void,
  measure: (app: FastifyInstance, ctx: AppContext) => Promise<Record<string, string | number>>,
): Promise<void> {
  const results = [await onEngine('pglite', undefined, measure)];
  log('starting a throwaway PostgreSQL server');
  const cluster = await startThrowawayCluster();
  try {
    results.push(await onEngine('postgres', cluster.url, measure));
  } finally {
    cluster.stop();
  }
  console.table(results);
}
