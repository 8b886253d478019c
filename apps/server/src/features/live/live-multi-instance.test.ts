import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { AppContext } from '#src/platform/context';
import { createContext } from '#src/platform/create-context';
import { openDatabase } from '#src/platform/database/client';
import { conversations, requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#test/setup/test-app';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { baseUrlOf, openStream, type SseClient } from '#test/support/live.test-support';

/**
 * The scale-out promise (docs/product.md, Demo data and scale-out): two server processes on one
 * PostgreSQL database, each on its own port; what happens through one reaches the streams held open by
 * the other.
 */
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('live events across two instances', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; ctx: AppContext };
  let urlA: string;
  let urlB: string;
  let donor: UserRow;
  let nonprofit: UserRow;
  let conversationId: number;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    const log = pino({ level: 'silent' });
    const database = await openDatabase({ databaseUrl: a.ctx.database.pool!.options.connectionString });
    const ctx = await createContext(a.ctx.config, log, database);
    await ctx.live.start();
    b = { app: await buildApp(ctx), ctx };
    [urlA, urlB] = [await baseUrlOf(a.app), await baseUrlOf(b.app)];

    donor = await createUser(a.ctx.db, { role: 'donor' });
    nonprofit = await createUser(a.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const item = await createItem(a.ctx.db, { donorId: donor.id, fmvCents: 10_000, quantity: 1 });
    const [request] = await a.ctx.db
      .insert(requests)
      .values({
        itemId: item.id,
        donorId: donor.id,
        nonprofitId: nonprofit.id,
        quantityRequested: 1,
        unitFmvCents: 10_000,
        tokensCharged: 20,
        status: 'approved',
        approvedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [conversation] = await a.ctx.db
      .insert(conversations)
      .values({ requestId: request!.id, donorId: donor.id, nonprofitId: nonprofit.id })
      .returning();
    conversationId = conversation!.id;
  });
  // Servers first: they end the streams. A fetch aborted by the client makes Node's fetch open a
  // spare connection, which app.close() would wait ~70 s for (the server's headers timeout).
  afterAll(async () => {
    await b.app.close();
    await b.ctx.live.close();
    await b.ctx.mailer.close();
    await b.ctx.database.close();
    await a.close();
    streams.forEach((stream) => stream.close());
  });

  const streamOn = async (baseUrl: string, user: UserRow) => {
    const stream = await openStream(baseUrl, await a.sessionFor(user));
    streams.push(stream);
    expect(await stream.next()).toEqual({ event: 'ready', data: { user_id: user.id } });
    return stream;
  };

  const post = async (baseUrl: string, sender: UserRow, message: string) => {
    const response = await fetch(`${baseUrl}/api/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${await a.sessionFor(sender)}`,
      },
      body: JSON.stringify({ message }),
    });
    expect(response.status).toBe(201);
    return response.json();
  };

  it('a chat message posted through instance A reaches the streams open on instance B within 2 s', async () => {
    const nonprofitOnB = await streamOn(urlB, nonprofit);
    const donorOnB = await streamOn(urlB, donor);

    const started = Date.now();
    const sent = await post(urlA, donor, 'The boxes are ready for pickup.');
    const received = await nonprofitOnB.next(2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(received).toEqual({ event: 'message', data: { conversation_id: conversationId, message: sent } });
    // The recipient's bell rings too (a message_received notification), the sender's other tabs update.
    expect(await nonprofitOnB.next(2000)).toMatchObject({
      event: 'notification',
      data: { notification: { type: 'message_received', conversation_id: conversationId } },
    });
    expect(await donorOnB.next(2000)).toEqual(received);
  });

  it('and the other way round: a reply through B reaches a stream on A', async () => {
    const donorOnA = await streamOn(urlA, donor);
    const sent = await post(urlB, nonprofit, 'Thank you, we will come at 10.');
    expect(await donorOnA.next(2000)).toEqual({
      event: 'message',
      data: { conversation_id: conversationId, message: sent },
    });
  });
});
