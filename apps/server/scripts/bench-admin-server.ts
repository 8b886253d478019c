import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../test/setup/free-port';

/**
 * The real server for the admin benchmark, in a process of its own on the benchmark's database:
 * the built bundle (dist/main.js, `npm run build:server`) with BENCH_SERVER=dist, otherwise the
 * sources through tsx (the same code, compiled when loaded), so a run measures the tree as it is.
 * Its time per request is read from its own request log (platform/http/request-log.ts: `ms` is
 * Fastify's elapsed time from the request's arrival to its answer), not measured by the client.
 */

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(SERVER_ROOT, 'dist/main.js');
export const BENCH_ORIGIN = 'http://localhost:3000';

export interface LoggedRequest {
  method: string;
  url: string;
  status: number;
  ms: number;
}

export interface BenchServer {
  base: string;
  /** How the server was run: "dist" or "sources (tsx)". */
  how: string;
  pid: number | undefined;
  /** Requests logged so far, in the order they finished. */
  logged: LoggedRequest[];
  /** The last lines of anything else it printed (start-up errors). */
  output(): string;
  stop(): Promise<void>;
}

export async function startBenchServer(databaseUrl: string, dataDir: string): Promise<BenchServer> {
  const port = await freePort();
  const useDist = process.env.BENCH_SERVER === 'dist';
  if (useDist && !existsSync(BUILT)) throw new Error(`${BUILT} is missing: run npm run build:server first`);
  const args = useDist ? [BUILT] : ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: BENCH_ORIGIN,
      // Production wants https; the benchmark talks to localhost.
      ALLOW_INSECURE_PUBLIC_URL: 'true',
      SESSION_SECRET: 'b'.repeat(48),
      // Production refuses to start without mail: emails written during the run are queued for a
      // mail server that refuses them (port 9 discards), and retried in the background as they would be.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENTS: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DEMO_DATA: 'false',
      // info: one JSON line per request, with its time.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: LoggedRequest[] = [];
  let other = '';
  const keep = (line: string) => (other = `${other}${line}\n`.slice(-8_000));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      const entry = JSON.parse(line) as Partial<LoggedRequest> & { msg?: string; level?: number };
      if (entry.msg === 'request' && typeof entry.ms === 'number') {
        logged.push({ method: entry.method!, url: entry.url!, status: entry.status!, ms: entry.ms });
      } else if ((entry.level ?? 0) >= 40) keep(line);
    } catch {
      keep(line);
    }
  });
  createInterface({ input: child.stderr! }).on('line', keep);
  let ended: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? String(code);
      resolve();
    }),
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const server: BenchServer = {
    base: `http://127.0.0.1:${port}`,
    how: useDist ? 'dist/main.js' : 'sources (tsx)',
    pid: child.pid,
    logged,
    output: () => other,
    async stop() {
      if (ended === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      process.off('exit', killOnExit);
    },
  };
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    if (ended !== null) throw new Error(`the server exited (${ended}):\n${other}`);
    const healthy = await fetch(`${server.base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`the server did not answer /api/health within two minutes:\n${other}`);
}
