import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '#src/platform/database/client';
import { createPostgresCopy } from './test-database';
import './provided';

/** The bundle `npm start` runs, built by global-build.ts before the tests. */
export const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

/** A migrated database a separate server process can open: a PGlite folder or a PostgreSQL copy. */
export interface ServerDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function prepareServerDatabase(): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'));
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const snapshot = readFileSync(inject('pgliteSnapshotPath'));
    const handle = await openDatabase({ dataDir, loadDataDir: new Blob([snapshot]) });
    await handle.close();
    return { env: { DATA_DIR: dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const copy = await createPostgresCopy('app_process');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url },
    dispose: async () => {
      await copy.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Starts the built server as production does, with exactly the environment given (nothing inherited
 * but PATH), and any node options given before it.
 */
export function startServerProcess(env: Record<string, string>, nodeArgs: string[] = []): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until the process prints `marker`, or fails with what it printed if it ends first. */
export async function waitForOutput(server: ServerProcess, marker: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (!server.output().includes(marker)) {
    if (server.child.exitCode !== null) throw new Error(`Server exited early:\n${server.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for "${marker}":\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
