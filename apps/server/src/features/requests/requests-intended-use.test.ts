import {
  GIFT_USE_MESSAGES,
  createRequestResponseSchema,
  donorRequestSchema,
  itemsPageSchema,
  nonprofitRequestSchema,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { requests, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { expectListing, listingClient, listItem, validForm } from '#test/support/items-write.test-support';
import { client, fundedNonprofit, snapshot } from '#test/support/requests.test-support';

describe('the intended use of a request (POST /api/requests intended_use)', () => {
  let t: TestApp;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor', companyName: 'Use Co' });
    nonprofit = await fundedNonprofit(t.ctx.db, 5000);
  });
  afterAll(() => t.close());

  const view = async (as: UserRow, requestId: number) =>
    (await t.request({ method: 'GET', url: `/api/requests/${requestId}`, as })).json().request;

  it('is stored with the request and shown to the donor before approval, and to the nonprofit', async () => {
    const listing = await listItem(t, donor);
    const created = await client(t).create(nonprofit, nonprofit.id, {
      item_id: listing.id,
      quantity_requested: 1,
      intended_use: 'care_of_needy',
    });
    expect(created.statusCode).toBe(201);
    const { request } = createRequestResponseSchema.parse(created.json());
    expect(request).toMatchObject({ intended_use: 'care_of_needy', acknowledgement_status: 'none' });
    const [row] = await t.ctx.db.select().from(requests).where(eq(requests.id, request.id));
    expect(row!.intendedUse).toBe('care_of_needy');

    const seenByDonor = donorRequestSchema.parse(await view(donor, request.id));
    expect(seenByDonor).toMatchObject({ status: 'pending', intended_use: 'care_of_needy' });
    const dashboard = await t.request({ method: 'GET', url: `/api/dashboard/donor/${donor.id}/detailed`, as: donor });
    const incoming = (dashboard.json().incoming_requests as unknown[]).map((entry) => donorRequestSchema.parse(entry));
    expect(incoming.find((entry) => entry.id === request.id)?.intended_use).toBe('care_of_needy');
    expect(nonprofitRequestSchema.parse(await view(nonprofit, request.id)).intended_use).toBe('care_of_needy');
  });

  it('is "not stated" (null) on a request made without one', async () => {
    const listing = await listItem(t, donor);
    const created = await client(t).create(nonprofit, nonprofit.id, { item_id: listing.id, quantity_requested: 1 });
    expect(created.statusCode).toBe(201);
    expect(donorRequestSchema.parse(await view(donor, created.json().request.id)).intended_use).toBeNull();
  });

  it('refuses resale, auction or raffle unless the listing permits it, and an unknown use', async () => {
    const closed = await listItem(t, donor);
    expect(closed.resale_permitted).toBe(false);
    const before = await snapshot(t.ctx.db, [closed.id]);
    const refused = await client(t).create(nonprofit, nonprofit.id, {
      item_id: closed.id,
      quantity_requested: 1,
      intended_use: 'resale',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(GIFT_USE_MESSAGES.resaleNotPermitted);
    const unknown = await client(t).create(nonprofit, nonprofit.id, {
      item_id: closed.id,
      quantity_requested: 1,
      intended_use: 'barter',
    });
    expect(unknown.statusCode).toBe(400);
    expect(await snapshot(t.ctx.db, [closed.id])).toEqual(before);

    // A basket asks one use for every item: one closed listing refuses the basket, naming it.
    const open = await listItem(t, donor, { title: 'Auction Lamp', resale_permitted: true });
    const basket = await client(t).batch(nonprofit, nonprofit.id, {
      items: [
        { item_id: open.id, quantity_requested: 1 },
        { item_id: closed.id, quantity_requested: 1 },
      ],
      intended_use: 'resale',
    });
    expect(basket.statusCode).toBe(400);
    expect(basket.json().detail).toContain(GIFT_USE_MESSAGES.resaleNotPermitted);

    const allowed = await client(t).create(nonprofit, nonprofit.id, {
      item_id: open.id,
      quantity_requested: 1,
      intended_use: 'resale',
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().request.intended_use).toBe('resale');
  });

  it('the listing carries "resale, auction or raffle allowed" from the form, on create and edit, to the marketplace', async () => {
    const listing = await listItem(t, donor, { title: 'Raffle Bike', resale_permitted: true });
    expect(listing.resale_permitted).toBe(true);
    const market = itemsPageSchema.parse(
      (await t.request({ method: 'GET', url: '/api/items?search=Raffle%20Bike', as: nonprofit })).json(),
    );
    expect(market.items.find((entry) => entry.id === listing.id)?.resale_permitted).toBe(true);
    const edited = expectListing(
      await listingClient(t).update(
        donor,
        listing.id,
        validForm({ title: 'Raffle Bike', resale_permitted: false }),
        donor.id,
      ),
    );
    expect(edited.resale_permitted).toBe(false);
    const bad = await listingClient(t).create(donor, { ...validForm(), resale_permitted: 'yes' }, donor.id);
    expect(bad.statusCode).toBe(400);
  });
});
