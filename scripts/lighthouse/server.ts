/** The built server with the demo data for `npm run lighthouse`: build, start, sign in. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export { freePort } from '../../apps/server/test/setup/free-port.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const DEMO_PASSWORD = 'demo-password-1';
const STARTUP_TIMEOUT_MS = 90_000;

export function buildIfMissing(): void {
  if (existsSync(WEB_INDEX) && existsSync(SERVER_MAIN)) return;
  console.log('[lighthouse] a dist folder is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
}

export interface RunningServer {
  origin: string;
  /** Resolves once /api/health answers; rejects if the server exits or stays silent first. */
  ready: Promise<void>;
  stop: () => Promise<void>;
}

export function startServer(port: number, dataDir: string): RunningServer {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      // Loopback only: nothing outside this machine needs to reach it.
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      NODE_ENV: 'development',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const ready = (async () => {
    const started = Date.now();
    while (Date.now() - started < STARTUP_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The server exited early:\n${errors}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No answer from /api/health within ${STARTUP_TIMEOUT_MS} ms:\n${errors}`);
  })();
  return { origin, ready, stop };
}

/** Signs in through the API and returns the session cookie as a Cookie header value. */
export async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    // The server refuses state-changing calls without a same-origin Origin header.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email}: ${response.status} ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.startsWith('sid='));
  if (!session) throw new Error(`Signing in as ${email} set no session cookie`);
  return session;
}
