import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '#test/setup/free-port';
import { call } from './http-client';
import { sleep } from './figures';

/** The bundle `npm start` runs (npm run build:server). */
export const BUILT_SERVER = path.resolve(import.meta.dirname, '../../dist/main.js');

export interface Instance {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr together. */
  output(): string;
  exited: Promise<number | null>;
  /** Exit code, or the signal's name, once ended; null while running. */
  ended(): string | null;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function requireBuiltServer(): void {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build:server first`);
}

/** Starts the built server with `env` (nothing inherited but PATH), on `port` or a free one. */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(chosen),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (text = (text + chunk.toString()).slice(-20_000)));
  let end: string | null = null;
  // No server outlives the proof, whichever way it ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      end = signal ?? String(code);
      process.off('exit', killOnExit);
      resolve(code);
    }),
  );
  return {
    base: `http://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    output: () => text,
    exited,
    ended: () => end,
    async stop(signal = 'SIGTERM') {
      if (end === null) child.kill(signal);
      // A server stuck on a hanging request (a mail server that never answers) is not waited for.
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits for GET /api/health to answer 200; returns the milliseconds it took, or throws with the output. */
export async function waitHealthy(instance: Instance, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (instance.ended() !== null) throw new Error(`server exited (${instance.ended()}):\n${instance.output()}`);
    const answer = await call(instance.base, '/api/health', { timeoutMs: 2000 });
    if (answer.status === 200) return performance.now() - started;
    await sleep(50);
  }
  throw new Error(`no healthy answer within ${timeoutMs} ms:\n${instance.output()}`);
}
