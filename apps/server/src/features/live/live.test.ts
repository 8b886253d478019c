import type { ChatMessage } from '@app/shared';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { LISTENER_APPLICATION_NAME } from '#src/platform/live/postgres-listener';
import { publishLive } from '#src/platform/live/publish';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { MAX_STREAMS_PER_USER, TOO_MANY_STREAMS_MESSAGE } from './live.routes';
import { baseUrlOf, openStream, type SseClient } from '#test/support/live.test-support';

const chatMessage = (id: number, text = 'Pickup is at 10.'): ChatMessage => ({
  id,
  conversation_id: 7,
  sender_id: 1,
  sender_role: 'donor',
  message: text,
  message_type: 'user',
  timestamp: new Date().toISOString(),
});

describe('GET /api/stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let donor: UserRow;
  let nonprofit: UserRow;
  const open: SseClient[] = [];
  const streamOf = async (user: UserRow) => {
    const client = await openStream(baseUrl, await t.sessionFor(user));
    open.push(client);
    expect(await client.next()).toEqual({ event: 'ready', data: { user_id: user.id } });
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await baseUrlOf(t.app);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
  });
  // The server first: it ends the streams (a client abort would leave Node's fetch a spare
  // connection that app.close() waits for).
  afterAll(async () => {
    await t.close();
    open.forEach((client) => client.close());
  });

  it('answers anonymous callers 401', async () => {
    const response = await t.request({ method: 'GET', url: '/api/stream' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('opens an unbuffered event stream that tells the browser how soon to reconnect', async () => {
    const client = await streamOf(donor);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    expect(client.response.headers.get('content-encoding')).toBeNull();
    const again = await openStream(baseUrl, await t.sessionFor(donor));
    open.push(again);
    const { raw } = await again.rest(300);
    expect(raw.startsWith('retry: 3000\n\nevent: ready\n')).toBe(true);
  });

  it('delivers an event once its transaction commits, never one that rolled back, only to the named user', async () => {
    const donorStream = await streamOf(donor);
    const nonprofitStream = await streamOf(nonprofit);

    const message = chatMessage(2);
    let committed = false;
    const arrival = donorStream.next().then((event) => ({ event, committed }));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await publishLive(tx, [donor.id], 'message', { conversation_id: 7, message: chatMessage(1, 'rolled back') });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await t.ctx.db.transaction(async (tx) => {
      await publishLive(tx, [donor.id], 'message', { conversation_id: 7, message });
      // NOTIFY waits for COMMIT: nothing may reach the stream while the transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 100));
      committed = true;
    });

    expect(await arrival).toEqual({
      event: { event: 'message', data: { conversation_id: 7, message } },
      committed: true,
    });

    // Events arrive in commit order: the nonprofit's own event proves it got nothing before it.
    await publishLive(t.ctx.db, [nonprofit.id], 'conversation', { conversation_id: 7, status: 'completed' });
    expect(await nonprofitStream.next()).toEqual({
      event: 'conversation',
      data: { conversation_id: 7, status: 'completed' },
    });
    expect((await donorStream.rest(200)).events).toEqual([]);
  });

  it("reaches every one of the user's open tabs", async () => {
    const first = await streamOf(nonprofit);
    const second = await streamOf(nonprofit);
    await publishLive(t.ctx.db, [nonprofit.id, donor.id], 'request', {
      request_id: 3,
      change: 'approved',
      status: 'approved',
      delivery_status: null,
    });
    const expected = {
      event: 'request',
      data: { request_id: 3, change: 'approved', status: 'approved', delivery_status: null },
    };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);
  });

  it('sends only ids when the full event would not fit in one NOTIFY', async () => {
    const stream = await streamOf(donor);
    const long = chatMessage(9, 'ü'.repeat(600) + '\u0001'.repeat(1400));
    await publishLive(t.ctx.db, [donor.id], 'message', { conversation_id: 7, message: long });
    expect(await stream.next()).toEqual({
      event: 'message',
      data: { partial: true, conversation_id: 7, message_id: 9 },
    });
  });

  it('live-event connections per user are capped: one more gets a clear 429, and closing one frees a slot', async () => {
    const user = await createUser(t.ctx.db, { role: 'donor' });
    const token = await t.sessionFor(user);
    const streams: SseClient[] = [];
    for (let i = 1; i < MAX_STREAMS_PER_USER; i += 1) streams.push(await streamOf(user));
    const last = await askForStream(baseUrl, token);
    expect(last.status).toBe(200);
    const refused = await askForStream(baseUrl, token);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ detail: TOO_MANY_STREAMS_MESSAGE });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The open streams are untouched: none was closed to make room.
    await publishLive(t.ctx.db, [user.id], 'conversation', { conversation_id: 1, status: 'active' });
    for (const stream of streams) expect((await stream.next()).event).toBe('conversation');
    // Another user is not affected.
    await streamOf(await createUser(t.ctx.db, { role: 'donor' }));

    last.close();
    await vi.waitFor(
      async () => {
        const again = await askForStream(baseUrl, token);
        again.close();
        expect(again.status).toBe(200);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('unsubscribes when the client goes away', async () => {
    const user = await createUser(t.ctx.db, { role: 'donor' });
    const subscribe = t.ctx.live.subscribe.bind(t.ctx.live);
    let unsubscribed = 0;
    const spy = vi.spyOn(t.ctx.live, 'subscribe').mockImplementation((...args) => {
      const unsubscribe = subscribe(...args);
      return () => {
        unsubscribed += 1;
        unsubscribe();
      };
    });
    // node:http without keep-alive: an aborted fetch() would leave a spare connection behind.
    const request = http.get(`${baseUrl}/api/stream`, {
      agent: false,
      headers: { cookie: `${SESSION_COOKIE}=${await t.sessionFor(user)}` },
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    await new Promise((resolve) => response.once('data', resolve));
    expect(spy).toHaveBeenCalledWith(user.id, expect.any(Function), expect.any(Function));
    request.destroy();
    await expect.poll(() => unsubscribed, { timeout: 2000 }).toBe(1);
    spy.mockRestore();
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'closes streams that may have missed events while the LISTEN connection was down',
    async () => {
      const user = await createUser(t.ctx.db, { role: 'donor' });
      const stream = await streamOf(user);
      await t.ctx.database.pool!.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect((await stream.rest(10_000)).ended).toBe(true);
      const reconnected = await streamOf(user);
      await publishLive(t.ctx.db, [user.id], 'conversation', { conversation_id: 2, status: 'active' });
      expect((await reconnected.next()).event).toBe('conversation');
    },
  );

  it('is described in the OpenAPI document as an event stream', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/stream'].get;
    expect(operation.tags).toEqual(['live']);
    expect(operation.summary).toEqual(expect.any(String));
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
  });
});

describe('GET /api/stream at shutdown', () => {
  it('ends open streams so the server can close', async () => {
    const t = await createTestApp();
    const user = await createUser(t.ctx.db, { role: 'donor' });
    const stream = await openStream(await baseUrlOf(t.app), await t.sessionFor(user));
    await stream.next();
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await stream.rest(1000)).ended).toBe(true);
  });
});

/**
 * GET /api/stream over node:http without keep-alive, so that closing it (or a refusal) leaves no
 * spare connection behind for the server's close to wait on, as an aborted fetch() would.
 */
function askForStream(
  baseUrl: string,
  token: string,
): Promise<{ status: number; body: string; retryAfter?: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/stream`,
      { agent: false, headers: { cookie: `${SESSION_COOKIE}=${token}`, accept: 'text/event-stream' } },
      (response) => {
        const status = response.statusCode ?? 0;
        const close = () => request.destroy();
        if (status === 200) return resolve({ status, body: '', close });
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status, body, retryAfter: response.headers['retry-after'], close }));
      },
    );
    request.on('error', reject);
  });
}
