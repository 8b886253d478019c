import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#test/setup/free-port';

export interface ProofCluster {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, the server is back on the same port. */
  restart(): void;
  stop(): void;
}

const binary = (name: string) =>
  [`/usr/local/bin/${name}`, `/usr/lib/postgresql/15/bin/${name}`].find((candidate) => {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  }) ?? name;

/**
 * A throwaway PostgreSQL 15 as test/setup/postgres-cluster.ts starts one (as the `postgres` system
 * user under root), which the proofs can also restart under load.
 */
export async function startProofCluster(): Promise<ProofCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-proof-'));
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (name: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', binary(name), ...args], { stdio: 'pipe' })
      : execFileSync(binary(name), args, { stdio: 'pipe' });
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -F -c max_connections=200`;
  const log = path.join(dir, 'server.log');
  run('pg_ctl', ['-D', dataDir, '-w', '-l', log, 'start', '-o', options]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', '-l', log, 'restart', '-o', options]),
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
