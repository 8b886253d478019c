import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePrivateDir, makeTreePrivate } from '../src/platform/file-modes';
import { createDiskStorage } from '../src/platform/storage';
import { freePort } from './setup/free-port';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

/** Every path under `root` (itself included) with group or other permission bits set. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (full: string) => {
    const stat = statSync(full);
    if (stat.mode & 0o077) found.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, full) || '.'}`);
    if (stat.isDirectory()) for (const name of readdirSync(full)) visit(path.join(full, name));
  };
  visit(root);
  return found;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unused, ...rest } = env;
  return rest;
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'file-modes-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('data files are private to the server user', () => {
  // The embedded database only: with PostgreSQL the server keeps no database files.
  it.skipIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'file-mode finding: a started server leaves DATA_DIR, its database and session secret with no group/other bits',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      // An existing folder left open by an older start is closed too.
      mkdirSync(dataDir, { mode: 0o777 });
      chmodSync(dataDir, 0o777);
      const port = await freePort();
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: {
          ...withoutDatabaseUrl(process.env),
          PORT: String(port),
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const started = new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is running at')) resolve();
        };
        server.stdout.on('data', onData);
        server.stderr.on('data', onData);
        server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
      });
      try {
        await started;
        // A request writes to the database (a session table read, a rate-limit row) while it runs.
        await fetch(`http://127.0.0.1:${port}/api/health`);
      } finally {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['pglite', 'session-secret']));
      expect(openToOthers(dataDir)).toEqual([]);
    },
    120_000,
  );

  it('file-mode finding: uploads are stored in private folders and files', async () => {
    const root = path.join(tempDir(), 'uploads');
    const storage = createDiskStorage(root);
    await storage.put('documents', 'pdf', Buffer.from('%PDF-1.4'));
    expect(openToOthers(root)).toEqual([]);
  });

  it('file-mode finding: an existing open folder and the files in it are made private', () => {
    const root = tempDir();
    const open = path.join(root, 'open');
    mkdirSync(path.join(open, 'nested'), { recursive: true });
    writeFileSync(path.join(open, 'nested', 'file'), 'x');
    chmodSync(open, 0o777);
    chmodSync(path.join(open, 'nested'), 0o755);
    chmodSync(path.join(open, 'nested', 'file'), 0o666);
    ensurePrivateDir(open);
    makeTreePrivate(open);
    expect(openToOthers(open)).toEqual([]);
  });
});
