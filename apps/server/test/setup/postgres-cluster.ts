import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface ThrowawayCluster {
  url: string;
  /** PostgreSQL stopped at once ('fast': sessions ended) and started again: a restart or failover. */
  restart(): void;
  /** Stops PostgreSQL ('fast') and leaves it stopped until start(): an outage. */
  pause(): void;
  start(): void;
  stop(): void;
}

/** A PostgreSQL binary from where Debian or a local build puts it, else from PATH. */
function findBinary(name: string): string {
  for (const candidate of [`/usr/local/bin/${name}`, `/usr/lib/postgresql/15/bin/${name}`]) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next place
    }
  }
  return name;
}

/**
 * A temp folder for PostgreSQL clusters and a way to run its binaries: initdb refuses to run as root,
 * so under root the folder and what runs in it belong to the `postgres` system user.
 */
export function clusterFolder(prefix: string): { dir: string; run: (binary: string, args: string[]) => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const isRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => {
    const command = findBinary(binary);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  return { dir, run };
}

/**
 * Starts a PostgreSQL 15 server in a temp folder on a free loopback port. initdb refuses to run as
 * root, so under root the cluster belongs to the `postgres` system user.
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const { dir, run } = clusterFolder('pg-test-');
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // A log file of its own: without one the server would write into (and hold open) our pipes.
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -F -c max_connections=200`,
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart() {
      run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', '-l', path.join(dir, 'server.log'), 'restart']);
    },
    pause() {
      run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
    },
    start,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
