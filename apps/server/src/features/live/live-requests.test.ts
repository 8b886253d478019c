import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { deliveryClient, deliveryParties, payInvoice } from '#test/support/delivery.test-support';
import { liveInvoiceOf } from '#test/support/invoices.test-support';
import { baseUrlOf, openStream, type SseClient, type SseEvent } from '#test/support/live.test-support';
import { client, item } from '#test/support/requests.test-support';

/**
 * Every change to a request reaches both of its parties' open streams as a `request` event naming
 * the change, so their dashboards refetch at once; nobody else hears of it.
 */
describe('GET /api/stream: request changes', () => {
  let t: TestApp;
  let baseUrl: string;
  let donor: UserRow;
  let nonprofit: UserRow;
  let stranger: UserRow;
  const open: SseClient[] = [];

  const streamOf = async (user: UserRow) => {
    const stream = await openStream(baseUrl, await t.sessionFor(user));
    open.push(stream);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  };

  /** The next `request` event, past the notifications and chat lines the same change sends. */
  const nextRequestEvent = async (stream: SseClient): Promise<SseEvent['data']> => {
    for (;;) {
      const event = await stream.next(5000);
      if (event.event === 'request') return event.data;
    }
  };

  const expectBoth = async (streams: SseClient[], requestId: number, change: string) => {
    for (const stream of streams) {
      expect(await nextRequestEvent(stream)).toEqual(expect.objectContaining({ request_id: requestId, change }));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await baseUrlOf(t.app);
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
    stranger = await createUser(t.ctx.db, { role: 'donor' });
  });
  afterAll(async () => {
    await t.close();
    open.forEach((stream) => stream.close());
  });

  it('tells the donor and the nonprofit of each step, from submission to sent, and a stranger nothing', async () => {
    const donorStream = await streamOf(donor);
    const nonprofitStream = await streamOf(nonprofit);
    const strangerStream = await streamOf(stranger);
    const both = [donorStream, nonprofitStream];
    const api = client(t);
    const listed = await item(t.ctx.db, donor, { shippingOptions: ['donor_ships', 'nonprofit_pickup'] });

    const created = await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    expect(created.statusCode).toBe(201);
    const requestId = created.json().request.id as number;
    expect(await nextRequestEvent(donorStream)).toEqual({
      request_id: requestId,
      change: 'submitted',
      status: 'pending',
      delivery_status: null,
    });
    expect(await nextRequestEvent(nonprofitStream)).toEqual(expect.objectContaining({ change: 'submitted' }));

    expect((await api.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);
    await expectBoth(both, requestId, 'approved');

    const delivery = deliveryClient(t);
    expect((await delivery.method(nonprofit, requestId, nonprofit.id, 'shipping')).statusCode).toBe(200);
    await expectBoth(both, requestId, 'method_chosen');

    await payInvoice(t, nonprofit, (await liveInvoiceOf(t.ctx.db, requestId)).id);
    await expectBoth(both, requestId, 'checkout_started');
    await expectBoth(both, requestId, 'paid');

    expect((await delivery.markSent(donor, requestId, donor.id, { tracking_number: '1Z999' })).statusCode).toBe(200);
    await expectBoth(both, requestId, 'sent');

    expect((await strangerStream.rest(300)).events).toEqual([]);
  });

  it('tells both parties of a cancelled and of a declined request', async () => {
    const donorStream = await streamOf(donor);
    const nonprofitStream = await streamOf(nonprofit);
    const strangerStream = await streamOf(stranger);
    const both = [donorStream, nonprofitStream];
    const api = client(t);
    const listed = await item(t.ctx.db, donor);

    const first = (await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 })).json()
      .request.id as number;
    await expectBoth(both, first, 'submitted');
    expect((await api.cancel(nonprofit, first, nonprofit.id)).statusCode).toBe(200);
    await expectBoth(both, first, 'cancelled');

    const second = (await api.create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 })).json()
      .request.id as number;
    await expectBoth(both, second, 'submitted');
    expect((await api.respond(donor, second, donor.id, 'decline')).statusCode).toBe(200);
    expect(await nextRequestEvent(nonprofitStream)).toEqual({
      request_id: second,
      change: 'declined',
      status: 'declined',
      delivery_status: null,
    });
    expect(await nextRequestEvent(donorStream)).toEqual(expect.objectContaining({ change: 'declined' }));

    expect((await strangerStream.rest(300)).events).toEqual([]);
  });
});
