import type pg from 'pg';
import type { Database } from './client';
import { formatWalPosition, parseWalPosition } from './wal-position';

/**
 * Where one request's reads go: the primary, or a streaming replica that has replayed everything the
 * request must see (docs/decisions/017-read-replicas.md). A request uses one reader from its first
 * statement to its last, so that what it reads is never older than what it read before.
 */
export interface Reader {
  db: Database;
  /** Whole-word searches' prepared-statement pool on the same server (generic-plan-pool.ts). */
  searchDb: Database;
  /** The replica's printable name (its URL without the password); null for the primary. */
  replica: string | null;
}

/** A replica as the set uses it: its reader, and the pool its replay position is asked on. */
export interface ReplicaEndpoint {
  reader: Reader & { replica: string };
  pool: pg.Pool;
}

export interface ReplicaTimings {
  /** A replica's replay position is reused this long before it is asked again. */
  replayCacheMs: number;
  /** A replica (or the primary, for its position) that has not answered by then is not waited for. */
  probeTimeoutMs: number;
  /** A reader with no recent write of its own may see data at most about this old. */
  maxLagMs: number;
  /** A replica that failed is left alone this long, then asked again. */
  downMs: number;
  /** The primary's position is sampled at most this often (for maxLagMs). */
  sampleEveryMs: number;
}

export const REPLICA_TIMINGS: ReplicaTimings = {
  replayCacheMs: 20,
  probeTimeoutMs: 250,
  maxLagMs: 5_000,
  downMs: 2_000,
  sampleEveryMs: 250,
};

export interface ReplicaSet {
  readonly names: readonly string[];
  /**
   * A reader that holds every change up to `after` (the caller's last write; undefined when it made
   * none lately) and is at most about maxLagMs behind: a healthy replica when one has replayed that
   * far, otherwise the primary. Never waits longer than probeTimeoutMs.
   */
  readerFor(after: bigint | undefined): Promise<Reader>;
  /** The primary's WAL position now, for a write that has just committed (its read-your-writes mark). */
  writePosition(): Promise<string>;
  /** A read on this replica failed: it is skipped until it answers again. */
  markDown(reader: Reader): void;
}

interface ReplicaState {
  endpoint: ReplicaEndpoint;
  replayed: bigint | undefined;
  checkedAt: number;
  downUntil: number;
  probe: Promise<bigint | undefined> | undefined;
}

export type ReplicaWarning = (replica: string, reason: string) => void;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function queryPosition(pool: pg.Pool, sqlText: string, timeoutMs: number): Promise<bigint | undefined> {
  const result = await withTimeout(pool.query<{ lsn: string | null }>(sqlText), timeoutMs);
  return parseWalPosition(result.rows[0]?.lsn);
}

export function createReplicaSet(
  primary: { reader: Reader; pool: pg.Pool },
  endpoints: ReplicaEndpoint[],
  warn: ReplicaWarning,
  timings: ReplicaTimings = REPLICA_TIMINGS,
): ReplicaSet {
  const states: ReplicaState[] = endpoints.map((endpoint) => ({
    endpoint,
    replayed: undefined,
    checkedAt: 0,
    downUntil: 0,
    probe: undefined,
  }));
  let turn = 0;

  const setDown = (state: ReplicaState, reason: string) => {
    // Warned once per outage, not at every request that finds it still down.
    if (state.downUntil === 0 || state.replayed !== undefined) warn(state.endpoint.reader.replica, reason);
    state.downUntil = performance.now() + timings.downMs;
    state.replayed = undefined;
  };

  const probe = async (state: ReplicaState): Promise<bigint | undefined> => {
    try {
      // NULL on a server that is not a standby: a URL naming a primary is refused, not trusted.
      const replayed = await queryPosition(
        state.endpoint.pool,
        'select pg_last_wal_replay_lsn()::text as lsn',
        timings.probeTimeoutMs,
      );
      if (replayed === undefined) {
        setDown(state, 'it is not a streaming replica (pg_last_wal_replay_lsn() is null)');
        return undefined;
      }
      state.replayed = replayed;
      state.checkedAt = performance.now();
      state.downUntil = 0;
      return replayed;
    } catch (error) {
      setDown(state, (error as Error).message);
      return undefined;
    }
  };

  const replayOf = (state: ReplicaState, now: number): Promise<bigint | undefined> | bigint | undefined => {
    if (now < state.downUntil) return undefined;
    if (state.replayed !== undefined && now - state.checkedAt < timings.replayCacheMs) return state.replayed;
    state.probe ??= probe(state).finally(() => (state.probe = undefined));
    return state.probe;
  };

  /**
   * The primary's position over the last moments: a replica must have replayed what the primary had
   * maxLagMs ago to serve a reader with no write of its own. Sampled lazily (no timer: an idle server
   * asks nothing), never awaited by a request.
   */
  const samples: { at: number; position: bigint }[] = [];
  let sampling = false;
  const samplePrimary = (now: number) => {
    const last = samples.at(-1);
    if (sampling || (last && now - last.at < timings.sampleEveryMs)) return;
    sampling = true;
    queryPosition(primary.pool, 'select pg_current_wal_lsn()::text as lsn', timings.probeTimeoutMs)
      .then((position) => {
        if (position === undefined) return;
        samples.push({ at: performance.now(), position });
        // Keeps the newest sample older than maxLagMs and every one since.
        while (samples.length > 1 && performance.now() - samples[1]!.at >= timings.maxLagMs) samples.shift();
      })
      .catch(() => undefined)
      .finally(() => (sampling = false));
  };
  const stalenessFloor = (now: number): bigint => {
    let floor = 0n;
    for (const sample of samples) {
      if (now - sample.at >= timings.maxLagMs) floor = sample.position;
    }
    // Just started: nothing that old yet, so the oldest sample is the bound (stricter, never looser).
    return floor === 0n && samples.length > 0 ? samples[0]!.position : floor;
  };

  return {
    names: endpoints.map((endpoint) => endpoint.reader.replica),
    async readerFor(after) {
      const now = performance.now();
      samplePrimary(now);
      const floor = stalenessFloor(now);
      const needed = after !== undefined && after > floor ? after : floor;
      // Round robin: each request starts with the next replica, so the load spreads evenly.
      const start = turn++ % states.length;
      const order = [...states.slice(start), ...states.slice(0, start)];
      const positions = await Promise.all(order.map((state) => replayOf(state, now)));
      const ready = order.find((_, index) => positions[index] !== undefined && positions[index]! >= needed);
      return ready ? ready.endpoint.reader : primary.reader;
    },
    async writePosition() {
      // The insert position is past every commit record already written, whatever synchronous_commit says.
      const result = await primary.pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
      return formatWalPosition(parseWalPosition(result.rows[0]?.lsn) ?? 0n);
    },
    markDown(reader) {
      const state = states.find((candidate) => candidate.endpoint.reader === reader);
      if (state) setDown(state, 'a read on it failed');
    },
  };
}
