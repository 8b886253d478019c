import { pendingDeliveriesResponseSchema } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';
import {
  approvedDelivery,
  conversationOf,
  deliveryClient,
  deliveryParties,
  payInvoice,
} from '#test/support/delivery.test-support';

describe('GET /api/pending-delivery-coordinations', () => {
  let t: TestApp;
  let api: ReturnType<typeof deliveryClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let admin: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = deliveryClient(t);
    ({ donor, nonprofit, admin } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t.close());

  const listFor = async (as: UserRow, userId: number) => {
    const response = await api.pending(as, userId);
    expect(response.statusCode).toBe(200);
    return pendingDeliveriesResponseSchema.parse(response.json()).pending_deliveries;
  };

  it('lists both sides their approved requests whose delivery is not finished, newest first', async () => {
    const older = await approvedDelivery(t, donor, nonprofit);
    const newer = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, newer.requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    const done = await approvedDelivery(t, donor, nonprofit);
    await payInvoice(t, nonprofit, done.invoice.id);
    expect((await api.confirm(nonprofit, done.requestId, 'status=received')).statusCode).toBe(200);
    const listed = await item(t.ctx.db, donor);
    await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });

    const forNonprofit = await listFor(nonprofit, nonprofit.id);
    expect(forNonprofit.map((entry) => entry.request_id)).toEqual([newer.requestId, older.requestId]);
    expect(forNonprofit[0]).toMatchObject({
      conversation_id: (await conversationOf(t.ctx.db, newer.requestId))!.id,
      donor_name: 'Acme Giving',
      nonprofit_name: 'Harbor Pantry',
      delivery_method: 'pickup',
      delivery_status: null,
    });
    expect(forNonprofit[0]!.approved_at).not.toBeNull();
    expect(forNonprofit[1]).toMatchObject({ delivery_method: null });

    const forDonor = await listFor(donor, donor.id);
    expect(forDonor.map((entry) => entry.request_id)).toEqual([newer.requestId, older.requestId]);
  });

  it('the user_id must be the caller (admins may read anyone); anonymous is 401', async () => {
    const stranger = await fundedNonprofit(t.ctx.db, 0);
    expect((await api.pending(stranger, nonprofit.id)).statusCode).toBe(403);
    expect((await api.pending(donor, nonprofit.id)).statusCode).toBe(403);
    expect((await api.pending(undefined, nonprofit.id)).statusCode).toBe(401);
    expect(await listFor(stranger, stranger.id)).toEqual([]);
    expect((await listFor(admin, nonprofit.id)).length).toBeGreaterThan(0);
    expect(await listFor(admin, admin.id)).toEqual([]);
    expect((await api.pending(admin, 9_999_999)).statusCode).toBe(404);
    expect((await api.pending(admin, 99_999_999_999)).statusCode).toBe(400);
  });

  it('another donor sees none of these', async () => {
    const otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    expect(await listFor(otherDonor, otherDonor.id)).toEqual([]);
  });
});
