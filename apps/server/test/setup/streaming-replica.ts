import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { clusterFolder } from './postgres-cluster';

export interface PrimaryWithReplica {
  primaryUrl: string;
  replicaUrl: string;
  /** Waits until the replica has replayed everything the primary had written when asked. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** pg_wal_replay_pause(): the replica keeps receiving WAL but shows nothing newer until resumed. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Stops the replica at once (a replica that died); the primary keeps running. */
  stopReplica(): void;
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function one<T extends pg.QueryResultRow>(url: string, text: string): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows[0];
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL 15 primary and one streaming replica of it, in a temp folder on free loopback ports
 * (as the `postgres` system user under root, as postgres-cluster.ts does): initdb, then
 * pg_basebackup -R, which writes the replica's primary_conninfo and standby.signal.
 * `applyDelayMs` holds every commit back on the replica that long (recovery_min_apply_delay), so
 * that a read sent to it too early shows an older state.
 */
export async function startPrimaryWithReplica(options: { applyDelayMs?: number } = {}): Promise<PrimaryWithReplica> {
  const { dir, run } = clusterFolder('pg-replica-');
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -F -c max_connections=200`;
  // initdb's trust rules include replication connections from 127.0.0.1, which pg_basebackup uses.
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    primaryDir,
    '-w',
    '-l',
    path.join(dir, 'primary.log'),
    'start',
    '-o',
    serverOptions(primaryPort),
  ]);
  let replicaRunning = false;
  const stopReplica = () => {
    if (!replicaRunning) return;
    replicaRunning = false;
    run('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
  };
  const stop = () => {
    try {
      stopReplica();
    } finally {
      try {
        run('pg_ctl', ['-D', primaryDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  };
  try {
    run('pg_basebackup', [
      ...['-D', replicaDir, '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-X', 'stream', '-R', '--no-sync', '--checkpoint=fast'],
    ]);
    const delay = options.applyDelayMs ? ` -c recovery_min_apply_delay=${options.applyDelayMs}ms` : '';
    run('pg_ctl', [
      ...['-D', replicaDir, '-w', '-l', path.join(dir, 'replica.log'), 'start'],
      ...['-o', `${serverOptions(replicaPort)} -c hot_standby=on${delay}`],
    ]);
    replicaRunning = true;
  } catch (error) {
    stop();
    throw error;
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    async caughtUp(timeoutMs = 30_000) {
      const target = await one<{ lsn: string }>(primaryUrl, 'select pg_current_wal_lsn()::text as lsn');
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const row = await one<{ done: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${target!.lsn}'::pg_lsn as done`,
        );
        if (row?.done) return;
        await sleep(20);
      }
      throw new Error(`the replica did not reach ${target!.lsn} within ${timeoutMs} ms`);
    },
    pauseReplay: async () => {
      await one(replicaUrl, 'select pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await one(replicaUrl, 'select pg_wal_replay_resume()');
    },
    stopReplica,
    stop,
  };
}
