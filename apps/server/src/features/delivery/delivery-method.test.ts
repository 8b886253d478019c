import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { feeOf, paymentClient } from '#test/support/invoices.test-support';
import { client, fundedNonprofit, item } from '#test/support/requests.test-support';
import {
  approvedDelivery,
  deliveryClient,
  deliveryParties,
  invoiceRow,
  payInvoice,
  requestRow,
  systemLines,
} from '#test/support/delivery.test-support';

describe('POST /api/requests/{id}/delivery-method', () => {
  let t: TestApp;
  let api: ReturnType<typeof deliveryClient>;
  let donor: UserRow;
  let nonprofit: UserRow;
  let other: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = deliveryClient(t);
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
    other = await fundedNonprofit(t.ctx.db, 100);
  });
  afterAll(() => t.close());

  it('shipping adds the logistics line to the unpaid invoice, pickup takes it off again', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, { fmvCents: 10_000 });
    expect(invoice).toMatchObject({ logisticsCents: 0, amountCents: feeOf(10_000, 5) });

    const shipped = await api.method(nonprofit, requestId, nonprofit.id, 'shipping');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      message: 'Delivery method set to Shipping.',
      request: { id: requestId, delivery_method: 'shipping', delivery_status: null },
    });
    expect(await invoiceRow(t.ctx.db, invoice.id)).toMatchObject({
      logisticsCents: 2500,
      amountCents: feeOf(10_000, 5) + 2500,
    });

    const pickup = await api.method(nonprofit, requestId, nonprofit.id, 'pickup');
    expect(pickup.statusCode).toBe(200);
    expect(await invoiceRow(t.ctx.db, invoice.id)).toMatchObject({ logisticsCents: 0, amountCents: feeOf(10_000, 5) });
    expect((await requestRow(t.ctx.db, requestId)).deliveryMethod).toBe('pickup');
    expect((await systemLines(t.ctx.db, requestId)).slice(-2)).toEqual([
      'Delivery method set to Shipping',
      'Delivery method set to Pickup',
    ]);
  });

  it('choosing the same method again changes nothing and says nothing twice', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    const lines = await systemLines(t.ctx.db, requestId);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    expect(await systemLines(t.ctx.db, requestId)).toEqual(lines);
  });

  it("refuses a method the item's delivery options do not allow, with a clear 400", async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, { shippingOptions: ['electronic'] });
    const refused = await api.method(nonprofit, requestId, nonprofit.id, 'shipping');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'The donor does not offer shipping for this item. Please choose virtual delivery.',
    );
    expect((await requestRow(t.ctx.db, requestId)).deliveryMethod).toBeNull();
    expect(await invoiceRow(t.ctx.db, invoice.id)).toMatchObject({ logisticsCents: 0 });
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'virtual')).statusCode).toBe(200);
  });

  it('refuses an unknown method with 400', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    const refused = await api.method(nonprofit, requestId, nonprofit.id, 'teleport');
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().detail)).toContain('Choose shipping, pickup or virtual delivery');
  });

  it('only the owning nonprofit may choose: 401 anonymous, 403 another nonprofit, the donor or a wrong id', async () => {
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(undefined, requestId, nonprofit.id, 'pickup')).statusCode).toBe(401);
    expect((await api.method(other, requestId, other.id, 'pickup')).statusCode).toBe(403);
    expect((await api.method(other, requestId, nonprofit.id, 'pickup')).statusCode).toBe(403);
    expect((await api.method(donor, requestId, donor.id, 'pickup')).statusCode).toBe(403);
    expect((await requestRow(t.ctx.db, requestId)).deliveryMethod).toBeNull();
    expect((await api.method(nonprofit, 9_999_999, nonprofit.id, 'pickup')).statusCode).toBe(404);
    // Past PostgreSQL's integer: refused as input, not a database error.
    expect((await api.method(nonprofit, 99_999_999_999, nonprofit.id, 'pickup')).statusCode).toBe(400);
    expect((await api.method(nonprofit, requestId, 99_999_999_999, 'pickup')).statusCode).toBe(400);
  });

  it('refuses a request that is not approved', async () => {
    const listed = await item(t.ctx.db, donor, { quantity: 2 });
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listed.id, quantity_requested: 1 });
    const refused = await api.method(nonprofit, created.json().request.id, nonprofit.id, 'pickup');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Delivery can be arranged only for approved requests.');
  });

  it('refuses while a checkout is open, so the charged amount and the invoice never differ', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    expect((await paymentClient(t).pay(nonprofit, invoice.id)).statusCode).toBe(200);
    const refused = await api.method(nonprofit, requestId, nonprofit.id, 'shipping');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('payment for this request is under way');
    expect(await invoiceRow(t.ctx.db, invoice.id)).toMatchObject({ logisticsCents: 0 });
  });

  it('after payment allows only changes that leave the paid amount alone', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit, {
      shippingOptions: ['donor_ships', 'nonprofit_pickup', 'electronic'],
    });
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    const refused = await api.method(nonprofit, requestId, nonprofit.id, 'shipping');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('already paid');
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'virtual')).statusCode).toBe(200);
    expect(await invoiceRow(t.ctx.db, invoice.id)).toMatchObject({ status: 'paid', logisticsCents: 0 });
  });

  it('refuses a change once the item was sent', async () => {
    const { requestId, invoice } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(nonprofit, requestId, nonprofit.id, 'pickup')).statusCode).toBe(200);
    await payInvoice(t, nonprofit, invoice.id);
    expect((await api.markSent(donor, requestId, donor.id)).statusCode).toBe(200);
    const refused = await api.method(nonprofit, requestId, nonprofit.id, 'pickup');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('The item has already been sent, so its delivery method can no longer change.');
  });

  it('an admin is not the nonprofit', async () => {
    const admin = await createUser(t.ctx.db, { role: 'admin' });
    const { requestId } = await approvedDelivery(t, donor, nonprofit);
    expect((await api.method(admin, requestId, nonprofit.id, 'pickup')).statusCode).toBe(403);
  });
});
