import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/setup/test-database';
import type { DatabaseHandle } from '../database/client';
import { createLiveBus } from './create-live-bus';
import type { LiveBus, LiveEvent } from './live-bus';
import { LISTENER_APPLICATION_NAME } from './postgres-listener';
import { publishLive } from './publish';

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

/** Resolves once `check` holds, polling; fails after `timeoutMs`. */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const conversationEvent = (conversation_id: number): LiveEvent => ({
  type: 'conversation',
  data: { conversation_id, status: 'active' },
});

describe('live bus', () => {
  let database: DatabaseHandle;
  let bus: LiveBus;
  const logged: { msg: string; level: number }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const log = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    bus = createLiveBus(database, log);
    await bus.start();
    await bus.start();
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it("hands each committed event to the named users' listeners only", async () => {
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    const other: LiveEvent[] = [];
    const stops = [
      bus.subscribe(101, (event) => first.push(event)),
      bus.subscribe(101, (event) => second.push(event)),
      bus.subscribe(102, (event) => other.push(event)),
    ];
    await database.db
      .transaction(async (tx) => {
        await publishLive(tx, [101, 102], 'conversation', { conversation_id: 1, status: 'active' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) =>
      publishLive(tx, [101], 'conversation', { conversation_id: 2, status: 'active' }),
    );
    await until(() => first.length > 0 && second.length > 0);
    await publishLive(database.db, [102], 'conversation', { conversation_id: 3, status: 'active' });
    await until(() => other.length > 0);
    expect(first).toEqual([conversationEvent(2)]);
    expect(second).toEqual([conversationEvent(2)]);
    expect(other).toEqual([conversationEvent(3)]);
    stops.forEach((stop) => stop());
  });

  it('keeps delivering to the others when one listener throws, and stops after unsubscribe', async () => {
    const received: LiveEvent[] = [];
    const stopFaulty = bus.subscribe(201, () => {
      throw new Error('broken stream');
    });
    const stop = bus.subscribe(201, (event) => received.push(event));
    await publishLive(database.db, [201], 'conversation', { conversation_id: 4, status: 'active' });
    await until(() => received.length === 1);
    expect(logged.some((line) => line.msg === 'live events: a subscriber failed')).toBe(true);

    stop();
    stopFaulty();
    const late: LiveEvent[] = [];
    const stopLate = bus.subscribe(202, (event) => late.push(event));
    await publishLive(database.db, [201, 202], 'conversation', { conversation_id: 5, status: 'active' });
    await until(() => late.length === 1);
    expect(received).toHaveLength(1);
    stopLate();
  });

  it.runIf(onPostgres)('reconnects when the LISTEN connection drops, keeping its subscribers', async () => {
    const received: LiveEvent[] = [];
    let gaps = 0;
    const stop = bus.subscribe(
      301,
      (event) => received.push(event),
      () => (gaps += 1),
    );
    const { rows } = await database.pool!.query(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rows).toEqual([{ killed: true }]);
    await until(() => gaps === 1);
    await publishLive(database.db, [301], 'conversation', { conversation_id: 6, status: 'active' });
    await until(() => received.length === 1);
    expect(received).toEqual([conversationEvent(6)]);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'live events: LISTEN connection lost, reconnecting',
        'live events: LISTEN connection restored',
      ]),
    );
    stop();
  });
});
