import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { baseUrlOf, openStream, type SseClient } from '#test/support/live.test-support';
import { answered, needsClient, placedDonor, placedNonprofit, postedNeed } from '#test/support/needs.test-support';

/**
 * docs/product.md, Needs board: the parties hear of an answer and its outcome at once, on their open
 * streams (the bell), and nobody else does.
 */
describe('GET /api/stream: needs notices', () => {
  let t: TestApp;
  let baseUrl: string;
  let nonprofit: UserRow;
  let donor: UserRow;
  let stranger: UserRow;
  const open: SseClient[] = [];

  const streamOf = async (user: UserRow) => {
    const stream = await openStream(baseUrl, await t.sessionFor(user));
    open.push(stream);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  };

  /** The next notification's type, and the other events before it (the request events of the same change). */
  const nextNotice = async (stream: SseClient) => {
    const before: string[] = [];
    for (;;) {
      const event = await stream.next(5000);
      if (event.event !== 'notification') before.push(event.event);
      else return { type: (event.data as { notification: { type: string } }).notification.type, before };
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await baseUrlOf(t.app);
    nonprofit = await placedNonprofit(t.ctx.db, 200);
    donor = await placedDonor(t.ctx.db);
    stranger = await placedDonor(t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
    open.forEach((stream) => stream.close());
  });

  it('the nonprofit hears of an answer, the donor of its acceptance, a stranger of nothing', async () => {
    const needId = await postedNeed(t, nonprofit);
    const nonprofitStream = await streamOf(nonprofit);
    const donorStream = await streamOf(donor);
    const strangerStream = await streamOf(stranger);

    const { offerId } = await answered(t, donor, needId);
    expect((await nextNotice(nonprofitStream)).type).toBe('need_offer_received');
    expect((await needsClient(t).accept(nonprofit, offerId)).statusCode).toBe(200);
    const accepted = await nextNotice(donorStream);
    expect(accepted.type).toBe('need_offer_accepted');
    // Its dashboard hears of the request itself too (made and approved), so it refetches it; and no
    // "new request" notice follows.
    expect(accepted.before).toContain('request');
    expect((await donorStream.rest(300)).events.map((event) => event.event)).not.toContain('notification');
    expect((await strangerStream.rest(300)).events).toEqual([]);
  });
});
