import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createReplicaSet, REPLICA_TIMINGS, type Reader, type ReplicaEndpoint } from './replica-set';
import { formatWalPosition, parseWalPosition } from './wal-position';

/** A pool that answers every position query with what `answer` says (or never, or with an error). */
function fakePool(answer: () => Promise<string | null>): pg.Pool {
  return { query: async () => ({ rows: [{ lsn: await answer() }] }) } as unknown as pg.Pool;
}

const reader = (name: string | null): Reader => ({
  db: {} as Database,
  searchDb: {} as Database,
  replica: name,
});

function setUp(replicaPositions: (() => Promise<string | null>)[], primaryPosition = '0/1000') {
  const primary = { reader: reader(null), pool: fakePool(async () => primaryPosition) };
  const endpoints: ReplicaEndpoint[] = replicaPositions.map((answer, index) => ({
    reader: { ...reader(`replica ${index + 1}`), replica: `replica ${index + 1}` },
    pool: fakePool(answer),
  }));
  const warnings: string[] = [];
  const set = createReplicaSet(primary, endpoints, (replica, reason) => warnings.push(`${replica}: ${reason}`), {
    ...REPLICA_TIMINGS,
    replayCacheMs: 0,
    probeTimeoutMs: 100,
  });
  return { set, primary, endpoints, warnings };
}

describe('WAL positions', () => {
  it('reads and prints PostgreSQL LSNs as numbers, and refuses anything else', () => {
    expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
    expect(formatWalPosition(parseWalPosition('16/B374D848')!)).toBe('16/B374D848');
    // As numbers, not text: 9/0 is before 10/0.
    expect(parseWalPosition('9/0')! < parseWalPosition('10/0')!).toBe(true);
    for (const bad of ['', 'x/y', '1/2/3', '123456789/0', "0/0' or 1=1", undefined, null]) {
      expect(parseWalPosition(bad)).toBeUndefined();
    }
  });
});

describe('choosing a reader', () => {
  it("sends a reader to a replica only once it has replayed the reader's own last write", async () => {
    let replayed = '0/4000';
    const { set, primary, endpoints } = setUp([async () => replayed]);
    expect(await set.readerFor(undefined)).toBe(endpoints[0]!.reader);
    expect(await set.readerFor(parseWalPosition('0/4000'))).toBe(endpoints[0]!.reader);
    expect(await set.readerFor(parseWalPosition('0/4001'))).toBe(primary.reader);
    replayed = '0/4001';
    expect(await set.readerFor(parseWalPosition('0/4001'))).toBe(endpoints[0]!.reader);
  });

  it("keeps readers with no write of their own off a replica behind the primary's recent position", async () => {
    const { set, primary, endpoints } = setUp([async () => '0/4000'], '0/9000');
    // Nothing sampled yet at the very first read: the replica's position is all there is.
    expect(await set.readerFor(undefined)).toBe(endpoints[0]!.reader);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await set.readerFor(undefined)).toBe(primary.reader);
  });

  it('picks another replica that has replayed far enough, in turn', async () => {
    const { set, endpoints } = setUp([async () => '0/100', async () => '0/9000', async () => '0/9000']);
    const chosen = [];
    for (let turn = 0; turn < 4; turn += 1) chosen.push((await set.readerFor(parseWalPosition('0/8000'))).replica);
    expect(new Set(chosen)).toEqual(new Set([endpoints[1]!.reader.replica, endpoints[2]!.reader.replica]));
  });

  it('falls back to the primary within the probe time-out when a replica hangs, then leaves it alone', async () => {
    let asked = 0;
    const { set, primary, warnings } = setUp([
      () => {
        asked += 1;
        return new Promise<string>(() => undefined);
      },
    ]);
    const started = performance.now();
    expect(await set.readerFor(undefined)).toBe(primary.reader);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await set.readerFor(undefined)).toBe(primary.reader);
    expect(asked).toBe(1);
    expect(warnings).toEqual(['replica 1: no answer within 100 ms']);
  });

  it('refuses a "replica" that is not a standby, and one whose probe fails', async () => {
    const notStandby = setUp([async () => null]);
    expect(await notStandby.set.readerFor(undefined)).toBe(notStandby.primary.reader);
    expect(notStandby.warnings[0]).toMatch(/not a streaming replica/);
    const failing = setUp([() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5433'))]);
    expect(await failing.set.readerFor(undefined)).toBe(failing.primary.reader);
    expect(failing.warnings).toEqual(['replica 1: connect ECONNREFUSED 127.0.0.1:5433']);
  });

  it('skips a replica that a failed read marked down', async () => {
    const { set, primary, endpoints } = setUp([async () => '0/9000']);
    expect(await set.readerFor(undefined)).toBe(endpoints[0]!.reader);
    set.markDown(endpoints[0]!.reader);
    expect(await set.readerFor(undefined)).toBe(primary.reader);
  });
});
