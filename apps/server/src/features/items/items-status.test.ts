import { LISTING_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { REQUEST_REFUSALS } from '../donations';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import { getItems, titlesOf } from '#test/support/items.test-support';
import {
  expectListing,
  itemRowOf,
  itemsTable,
  listingClient,
  listItem,
  validForm,
} from '#test/support/items-write.test-support';

describe('PUT /api/items/{id}/status and pending review', () => {
  let t: TestApp;
  let api: ReturnType<typeof listingClient>;
  let requestsApi: ReturnType<typeof client>;
  let donor: UserRow;
  let admin: UserRow;
  let nonprofits: UserRow[];

  const visibleTitles = async (title: string) =>
    titlesOf(await getItems(t, { donor_id: donor.id, search: title }, nonprofits[0]));
  const request = async (nonprofit: UserRow, itemId: number, quantity = 1) =>
    requestsApi.create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: quantity });
  const review = (itemId: number, payload: Record<string, unknown> = { decision: 'approve' }) =>
    t.request({ method: 'POST', url: `/api/admin/items/${itemId}/review`, as: admin, payload });
  const requestId = (response: { json: () => unknown }) => (response.json() as { request: { id: number } }).request.id;

  beforeAll(async () => {
    t = await createTestApp();
    api = listingClient(t);
    requestsApi = client(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    admin = await createUser(t.ctx.db, { role: 'admin' });
    nonprofits = await Promise.all([1, 2, 3].map(() => fundedNonprofit(t.ctx.db, 1_000)));
  });
  afterAll(() => t.close());

  it('disabling hides the item at once and stops new requests; its pending requests can still be decided', async () => {
    const [first, second, third] = nonprofits as [UserRow, UserRow, UserRow];
    const listing = await listItem(t, donor, {
      title: 'Disabled Dehumidifier',
      category: 'Kitchen Appliances',
      quantity: 5,
    });
    const firstRequest = requestId(await request(first, listing.id, 2));
    await request(second, listing.id, 1);
    expect(await visibleTitles('dehumidifier')).toEqual(['Disabled Dehumidifier']);

    const disabled = expectListing(await api.status(donor, listing.id, 'disabled', donor.id));
    expect(disabled).toMatchObject({ status: 'disabled', pending_requests: 2, quantity: 5 });
    expect(await visibleTitles('dehumidifier')).toEqual([]);
    expect((await getItems(t, { donor_id: donor.id, search: 'dehumidifier' })).total).toBe(0);

    const refused = await request(third, listing.id, 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: REQUEST_REFUSALS.itemUnavailable });

    expect((await requestsApi.respond(donor, firstRequest, donor.id, 'approve')).statusCode).toBe(200);
    expect(await itemRowOf(t.ctx.db, listing.id)).toMatchObject({ status: 'disabled', quantity: 3 });

    // Listed again, it shows what its requests say: one still pending.
    const enabled = expectListing(await api.status(donor, listing.id, 'available', donor.id));
    expect(enabled).toMatchObject({ status: 'requested', quantity: 3, approved_quantity: 2, pending_requests: 1 });
    expect(await visibleTitles('dehumidifier')).toEqual(['Disabled Dehumidifier']);
  });

  it('enabling an item with nothing left and every request approved shows it approved, not available', async () => {
    const [first] = nonprofits as [UserRow];
    const listing = await listItem(t, donor, { quantity: 2 });
    const id = requestId(await request(first, listing.id, 2));
    expect((await requestsApi.respond(donor, id, donor.id, 'approve')).statusCode).toBe(200);
    expectListing(await api.status(donor, listing.id, 'disabled'));
    expect(expectListing(await api.status(donor, listing.id, 'available'))).toMatchObject({
      status: 'approved',
      quantity: 0,
    });
  });

  it('asking for the status an item already has changes nothing', async () => {
    const listing = await listItem(t, donor);
    const before = await itemsTable(t.ctx.db);
    expect(expectListing(await api.status(donor, listing.id, 'available')).status).toBe('available');
    expect(await itemsTable(t.ctx.db)).toEqual(before);
    expectListing(await api.status(donor, listing.id, 'disabled'));
    const disabledRows = await itemsTable(t.ctx.db);
    expect(expectListing(await api.status(donor, listing.id, 'disabled')).status).toBe('disabled');
    expect(await itemsTable(t.ctx.db)).toEqual(disabledRows);
  });

  it('refuses a status other than available or disabled', async () => {
    const listing = await listItem(t, donor);
    for (const status of ['approved', 'pending_review', 'completed', '']) {
      expect((await api.status(donor, listing.id, status)).statusCode).toBe(400);
    }
    expect((await itemRowOf(t.ctx.db, listing.id)).status).toBe('available');
  });

  it('an edit keeps a disabled item disabled', async () => {
    const listing = await listItem(t, donor);
    expectListing(await api.status(donor, listing.id, 'disabled'));
    const edited = expectListing(
      await api.update(donor, listing.id, validForm({ title: 'Still Hidden', quantity: 8 })),
    );
    expect(edited).toMatchObject({ status: 'disabled', quantity: 8, title: 'Still Hidden' });
  });

  describe('when the site requires item approval', () => {
    beforeAll(() => saveSiteSettings(t.ctx.db, { require_item_approval: true }, admin.id));
    afterAll(() => saveSiteSettings(t.ctx.db, { require_item_approval: false }, admin.id));

    it('a new item waits for review: hidden, not requestable, not for its donor to list', async () => {
      const [first] = nonprofits as [UserRow];
      const listing = await listItem(t, donor, { title: 'Reviewed Rowing Machine', category: 'Sports Equipment' });
      expect(listing.status).toBe('pending_review');
      expect(await visibleTitles('rowing')).toEqual([]);
      expect((await request(first, listing.id)).json()).toEqual({ detail: REQUEST_REFUSALS.itemUnavailable });

      const before = await itemsTable(t.ctx.db);
      for (const status of ['available', 'disabled']) {
        const refused = await api.status(donor, listing.id, status, donor.id);
        expect(refused.statusCode).toBe(400);
        expect((refused.json() as { detail: string }).detail).toContain(LISTING_MESSAGES.waitingForReview);
      }
      expect(await itemsTable(t.ctx.db)).toEqual(before);
      // An edit keeps it waiting.
      const edited = expectListing(
        await api.update(
          donor,
          listing.id,
          validForm({ title: 'Reviewed Rowing Machine', category: 'Sports Equipment', quantity: 2 }),
        ),
      );
      expect(edited.status).toBe('pending_review');

      const approved = await review(listing.id);
      expect(approved.json().item).toMatchObject({ id: listing.id, status: 'available', quantity: 2 });
      expect(await visibleTitles('rowing')).toEqual(['Reviewed Rowing Machine']);
      expect((await request(first, listing.id)).statusCode).toBe(201);
    });

    it('a review refuses an item that is not waiting (409), and an unknown one', async () => {
      const listing = await listItem(t, donor);
      expect((await review(listing.id)).statusCode).toBe(200);
      const before = await itemsTable(t.ctx.db);
      expect((await review(listing.id)).statusCode).toBe(409);
      expect((await review(2_000_000_000)).statusCode).toBe(404);
      expect(await itemsTable(t.ctx.db)).toEqual(before);
    });

    it('a rejected item stays hidden; its donor cannot list it, and editing it sends it back for review', async () => {
      const [first] = nonprofits as [UserRow];
      const listing = await listItem(t, donor, { title: 'Rejected Rowboat', category: 'Sports Equipment' });
      const reason = 'Please add a photo of the hull.';
      expect((await review(listing.id, { decision: 'reject', reason })).statusCode).toBe(200);
      expect(await visibleTitles('rowboat')).toEqual([]);
      expect((await request(first, listing.id)).json()).toEqual({ detail: REQUEST_REFUSALS.itemUnavailable });

      const before = await itemsTable(t.ctx.db);
      for (const status of ['available', 'disabled']) {
        expect((await api.status(donor, listing.id, status, donor.id)).statusCode).toBe(400);
      }
      expect(await itemsTable(t.ctx.db)).toEqual(before);

      const edited = expectListing(
        await api.update(donor, listing.id, validForm({ title: 'Rejected Rowboat', category: 'Sports Equipment' })),
      );
      expect(edited).toMatchObject({ status: 'pending_review', review_note: null });
      expect(await visibleTitles('rowboat')).toEqual([]);
    });
  });
});
