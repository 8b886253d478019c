/**
 * Start-up benchmark: how long the built server takes from process start to its first answer of
 * GET /api/health, and its resident memory then, once it has served a few pages, and once it has
 * been idle long enough for V8 to give back what start-up left.
 *
 *   npm run bench:startup              (builds the server first)
 *   npm run bench:startup -- --tsx     (the sources through tsx instead, to compare)
 *   npm run bench:startup -- --source-maps    (with node --enable-source-maps)
 *   npm run bench:startup -- --postgres   (PostgreSQL: BENCH_DATABASE_URL, or a throwaway server)
 *   PGLITE_SHARED_BUFFERS=128MB npm run bench:startup   (passed on to the server, to compare)
 *   BENCH_NODE_FLAGS='--max-semi-space-size=4' npm run bench:startup   (node flags for the server)
 *
 * On an embedded database in a throwaway data folder (or an empty PostgreSQL database): the first
 * start creates, migrates and fills it with the demo data and is not counted; the starts after it
 * are what a restart costs. Prints
 * each start and the median. Figures in docs/decisions/009-compression-and-built-server.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startThrowawayCluster, type ThrowawayCluster } from '../test/setup/postgres-cluster';
import { freePort } from '../test/setup/free-port';

const SERVER = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(SERVER, 'dist/main.js');
const SOURCE = path.join(SERVER, 'src/main.ts');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TIMEOUT_MS = 60_000;
const useTsx = process.argv.includes('--tsx');
/** What --enable-source-maps (stack traces naming the .ts lines) costs; npm start runs without it. */
const sourceMaps = process.argv.includes('--source-maps');
const onPostgres = process.argv.includes('--postgres');
/** Flags for the server's node, to compare (BENCH_NODE_FLAGS='--max-semi-space-size=4'). */
const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

/** Target from the decision record: a restart answers within 1.5 s using at most 120 MB. */
const TARGET_MS = 1500;
const TARGET_MB = 120;

/** VmRSS of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * CPU time the process has used (user + system, Linux /proc), in ms, or NaN elsewhere. Unlike the
 * wall-clock time it hardly changes when other work shares the machine.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

interface Start {
  ms: number;
  cpuMs: number;
  rssMb: number;
  /** After a few marketplace pages and a pause: what a serving process holds, not a starting one. */
  servingRssMb: number;
  /**
   * The lowest in the idle seconds after that: V8 keeps the start-up's garbage (a young generation
   * grown to its full size, half-empty old pages) until its idle collection, about 8 s after the
   * last one, gives it back. What an instance that has started and waits for traffic holds.
   */
  idleRssMb: number;
}

/**
 * Asked once the server answers: the first queries of a real visit (catalogue, a trigram search)
 * fill the database's caches and get its hot WebAssembly code optimised, on background threads
 * that the pause lets finish.
 */
const FIRST_PAGES = ['/api/items', '/api/items?search=desk', '/api/categories'];
const PAUSE_MS = 2_000;
const IDLE_MS = 20_000;

async function startOnce(dataDir: string, databaseUrl?: string): Promise<Start> {
  const port = await freePort();
  const args = [
    ...NODE_FLAGS,
    ...(useTsx ? ['--import', 'tsx', SOURCE] : [...(sourceMaps ? ['--enable-source-maps'] : []), BUILT]),
  ];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: SERVER,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: 'true' } : {}),
      ...(process.env.PGLITE_SHARED_BUFFERS ? { PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${errors}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const start = { ms: performance.now() - started, cpuMs: cpuMs(child.pid!), rssMb: rssMb(child.pid!) };
        for (const page of FIRST_PAGES) {
          const response = await fetch(`http://127.0.0.1:${port}${page}`);
          if (!response.ok) throw new Error(`${page} answered ${response.status}:\n${errors}`);
          await response.arrayBuffer();
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        const servingRssMb = rssMb(child.pid!);
        let idleRssMb = servingRssMb;
        for (let waited = 0; waited < IDLE_MS; waited += 500) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          idleRssMb = Math.min(idleRssMb, rssMb(child.pid!));
        }
        return { ...start, servingRssMb, idleRssMb };
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`No answer from /api/health within ${TIMEOUT_MS} ms:\n${errors}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  if (!useTsx && !existsSync(BUILT)) throw new Error(`${BUILT} is missing: run npm run build:server first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
  let cluster: ThrowawayCluster | undefined;
  try {
    let databaseUrl: string | undefined;
    if (onPostgres) {
      databaseUrl = process.env.BENCH_DATABASE_URL ?? (cluster = await startThrowawayCluster()).url;
    }
    const what =
      (useTsx
        ? 'src/main.ts through tsx'
        : `dist/main.js (built, ${sourceMaps ? 'with' : 'without'} --enable-source-maps)`) +
      (onPostgres ? ' on PostgreSQL' : ` on PGlite (shared buffers ${process.env.PGLITE_SHARED_BUFFERS ?? 'default'})`);
    const first = await startOnce(dataDir, databaseUrl);
    console.log(
      `[bench] ${what}; first start (creates, migrates, loads demo data): ${first.ms.toFixed(0)} ms, ${first.rssMb.toFixed(0)} MB`,
    );
    const starts: Start[] = [];
    for (let run = 0; run < RUNS; run++) starts.push(await startOnce(dataDir, databaseUrl));
    console.table(
      starts.map((start) => ({
        'ms to first answer': Math.round(start.ms),
        'CPU ms by then': Math.round(start.cpuMs),
        'RSS MB': Math.round(start.rssMb),
        'RSS MB after 3 pages': Math.round(start.servingRssMb),
        'RSS MB idle': Math.round(start.idleRssMb),
      })),
    );
    const ms = median(starts.map((start) => start.ms));
    const cpu = median(starts.map((start) => start.cpuMs));
    const mb = median(starts.map((start) => start.rssMb));
    const servingMb = median(starts.map((start) => start.servingRssMb));
    const idleMb = median(starts.map((start) => start.idleRssMb));
    console.log(
      `[bench] restart on an existing data folder, median of ${RUNS}: ${ms.toFixed(0)} ms to the first answer ` +
        `(target under ${TARGET_MS}; ${cpu.toFixed(0)} ms of CPU by then), ${mb.toFixed(0)} MB resident ` +
        `(target under ${TARGET_MB}); ${servingMb.toFixed(0)} MB after ${FIRST_PAGES.join(', ')} and ${PAUSE_MS / 1000} s; ` +
        `${idleMb.toFixed(0)} MB at the lowest in the ${IDLE_MS / 1000} s after, idle`,
    );
    console.log(
      `[bench] load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    cluster?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
