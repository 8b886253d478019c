import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { approvedDelivery, deliveryClient, deliveryParties } from '#test/support/delivery.test-support';
import { liveInvoiceOf } from '#test/support/invoices.test-support';
import { client, requestRow } from '#test/support/requests.test-support';
import { expectListing, itemRowOf, listingClient, validForm } from '#test/support/items-write.test-support';

/**
 * docs/product.md, Items and requesting: an edit changes the listing from now on; requests already
 * made keep the value and delivery options they were made with, and invoices the value they were
 * issued for. The quantity in the form is the total listed, approved units included.
 */
describe('PUT /api/items/{id}: what requests already agreed stays agreed', () => {
  let t: TestApp;
  let api: ReturnType<typeof listingClient>;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = listingClient(t);
    ({ donor, nonprofit } = await deliveryParties(t.ctx.db));
  });
  afterAll(() => t.close());

  it('keeps the invoice amount and the removed delivery method of an approved request', async () => {
    const { requestId, itemId, invoice } = await approvedDelivery(t, donor, nonprofit, {
      shippingOptions: ['donor_ships', 'nonprofit_pickup'],
      quantity: 2,
      spare: 3,
      fmvCents: 10_000,
    });
    const edited = expectListing(
      await api.update(
        donor,
        itemId,
        validForm({ fair_market_value: 250, quantity: 5, shipping_options: ['donor_ships'] }),
        donor.id,
      ),
    );
    expect(edited).toMatchObject({ fair_market_value: 250, shipping_options: ['donor_ships'], approved_quantity: 2 });

    const after = await liveInvoiceOf(t.ctx.db, requestId);
    expect(after.id).toBe(invoice.id);
    expect(after.itemValueCents).toBe(invoice.itemValueCents);
    expect(after.amountCents).toBe(invoice.amountCents);
    expect(await requestRow(t.ctx.db, requestId)).toMatchObject({
      unitFmvCents: 10_000,
      deliveryOptions: ['donor_ships', 'nonprofit_pickup'],
    });

    // Pickup is gone from the listing, but this request was made while it was offered.
    const chosen = await deliveryClient(t).method(nonprofit, requestId, nonprofit.id, 'pickup');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await liveInvoiceOf(t.ctx.db, requestId)).amountCents).toBe(invoice.amountCents);
  });

  it('makes new requests on the edited terms', async () => {
    const { itemId } = await approvedDelivery(t, donor, nonprofit, { shippingOptions: ['nonprofit_pickup'], spare: 4 });
    expectListing(
      await api.update(
        donor,
        itemId,
        validForm({ fair_market_value: 50, quantity: 5, shipping_options: ['electronic'] }),
      ),
    );
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: 1 });
    expect(created.statusCode, created.body).toBe(201);
    const row = await requestRow(t.ctx.db, created.json().request.id as number);
    expect(row).toMatchObject({ unitFmvCents: 5_000, deliveryOptions: ['electronic'], tokensCharged: 10 });
  });

  it('treats the quantity as the total listed: what is left is the total minus the approved', async () => {
    const { itemId } = await approvedDelivery(t, donor, nonprofit, { quantity: 2, spare: 1 });
    expect(await itemRowOf(t.ctx.db, itemId)).toMatchObject({ quantity: 1, initialQuantity: 3, status: 'available' });

    // Down to exactly what is approved: nothing left, every request decided.
    const allGiven = expectListing(await api.update(donor, itemId, validForm({ quantity: 2 })));
    expect(allGiven).toMatchObject({ quantity: 0, approved_quantity: 2, status: 'approved' });
    expect(await itemRowOf(t.ctx.db, itemId)).toMatchObject({ quantity: 0, initialQuantity: 2 });

    // More listed again: it is available once more.
    const more = expectListing(await api.update(donor, itemId, validForm({ quantity: 6 })));
    expect(more).toMatchObject({ quantity: 4, approved_quantity: 2, status: 'available' });
    expect(await itemRowOf(t.ctx.db, itemId)).toMatchObject({ quantity: 4, initialQuantity: 6 });
  });
});
