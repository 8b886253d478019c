import { imagePath, thumbnailPath } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { fundedNonprofit } from '#test/support/requests.test-support';
import { getItems, titlesOf } from '#test/support/items.test-support';
import {
  expectListing,
  itemRowOf,
  itemsTable,
  listingClient,
  listItem,
  uploadFor,
  validForm,
} from '#test/support/items-write.test-support';

describe('POST /api/items and PUT /api/items/{id}: a donor lists and edits its items', () => {
  let t: TestApp;
  let api: ReturnType<typeof listingClient>;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = listingClient(t);
    donor = await createUser(t.ctx.db, {
      role: 'donor',
      companyName: 'Acme Surplus',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      latitude: 39.8,
      longitude: -89.65,
      pickupCity: 'Evanston',
      pickupState: 'IL',
      pickupZip: '60201',
      pickupLatitude: 42.0451,
      pickupLongitude: -87.6877,
      donorScope: 'citywide',
    });
  });
  afterAll(() => t.close());

  it('lists an item at the donor pickup place and reach, the value stored in exact cents', async () => {
    const response = await api.create(donor, validForm({ title: 'Walnut Bookcase', fair_market_value: 149.99 }));
    const listing = expectListing(response, 201);
    expect(listing).toMatchObject({
      title: 'Walnut Bookcase',
      category: 'Furniture',
      fair_market_value: 149.99,
      quantity: 4,
      approved_quantity: 0,
      pending_requests: 0,
      status: 'available',
      shipping_options: ['donor_ships', 'nonprofit_pickup'],
      image_url: '/placeholders/furniture.webp',
      images: [],
    });
    const row = await itemRowOf(t.ctx.db, listing.id);
    expect(row).toMatchObject({
      donorId: donor.id,
      fmvCents: 14_999,
      quantity: 4,
      initialQuantity: 4,
      imageUrl: null,
      city: 'Evanston',
      state: 'IL',
      zip: '60201',
      latitude: 42.0451,
      longitude: -87.6877,
      donorScope: 'citywide',
    });
  });

  it.each([
    [0.29, 29],
    [19.99, 1_999],
    [1_234.56, 123_456],
    [0, 0],
    [10_000_000, 1_000_000_000],
  ])('stores $%d as %d cents', async (dollars, cents) => {
    const listing = await listItem(t, donor, { fair_market_value: dollars });
    expect((await itemRowOf(t.ctx.db, listing.id)).fmvCents).toBe(cents);
    expect(listing.fair_market_value).toBe(dollars);
  });

  it("falls back to the donor's own address and a nationwide reach when there is no pickup place or scope", async () => {
    const homeOnly = await createUser(t.ctx.db, {
      role: 'donor',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: 30.2713,
      longitude: -97.7426,
    });
    const listing = await listItem(t, homeOnly);
    expect(await itemRowOf(t.ctx.db, listing.id)).toMatchObject({
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      latitude: 30.2713,
      longitude: -97.7426,
      donorScope: 'nationwide',
    });
  });

  it('stores uploads at the URLs this server serves them from, and outside images as sent', async () => {
    const publicId = await uploadFor(t.ctx.db, donor, 'front.jpg');
    const listing = await listItem(t, donor, {
      images: [
        // The browser's url for an upload is never stored: only its public_id counts.
        { public_id: publicId, url: 'https://elsewhere.example/not-this.png', original_filename: 'renamed.jpg' },
        { url: 'https://cdn.example.org/side.png', original_filename: null },
      ],
      image_url: 'https://cdn.example.org/ignored-when-images.png',
    });
    expect(listing.images).toEqual([
      {
        id: publicId,
        url: imagePath(publicId),
        public_id: publicId,
        original_filename: 'front.jpg',
        thumbnail_url: thumbnailPath(publicId),
      },
      {
        id: expect.any(String),
        url: 'https://cdn.example.org/side.png',
        public_id: null,
        original_filename: null,
        thumbnail_url: null,
      },
    ]);
    expect(listing.image_url).toBe(imagePath(publicId));
    expect(listing.thumbnail_url).toBe(thumbnailPath(publicId));
    expect((await itemRowOf(t.ctx.db, listing.id)).imageUrl).toBe(imagePath(publicId));
  });

  it("keeps the form's single image URL when there are no images", async () => {
    const listing = await listItem(t, donor, { images: [], image_url: 'https://cdn.example.org/only.png' });
    expect(listing.image_url).toBe('https://cdn.example.org/only.png');
    expect((await itemRowOf(t.ctx.db, listing.id)).imageUrl).toBe('https://cdn.example.org/only.png');
  });

  it('edits every field of its own item; the place stays where it was listed', async () => {
    const listing = await listItem(t, donor, { title: 'Old Title' });
    const response = await api.update(
      donor,
      listing.id,
      validForm({
        title: 'New Title',
        category: 'Electronics',
        description: 'Now with a charger.',
        fair_market_value: 75.5,
        quantity: 9,
        shipping_options: ['electronic', 'donor_ships', 'electronic'],
        image_url: 'https://cdn.example.org/new.png',
      }),
      donor.id,
    );
    const edited = expectListing(response);
    expect(edited).toMatchObject({
      id: listing.id,
      title: 'New Title',
      category: 'Electronics',
      description: 'Now with a charger.',
      fair_market_value: 75.5,
      quantity: 9,
      status: 'available',
      shipping_options: ['donor_ships', 'electronic'],
      image_url: 'https://cdn.example.org/new.png',
      created_at: listing.created_at,
    });
    expect(new Date(edited.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(listing.updated_at).getTime());
    expect(await itemRowOf(t.ctx.db, listing.id)).toMatchObject({
      fmvCents: 7_550,
      quantity: 9,
      initialQuantity: 9,
      city: 'Evanston',
    });
  });

  it('keeps a picture the item already has at a path of this site (the demo drawings), and takes no other path', async () => {
    const drawing = { id: 'demo-1', url: '/demo-items/chair.svg', public_id: null, original_filename: null };
    const item = await createItem(t.ctx.db, { donorId: donor.id, images: [drawing], imageUrl: drawing.url });
    const sent = { public_id: null, url: drawing.url, original_filename: null };

    const kept = expectListing(await api.update(donor, item.id, validForm({ images: [sent] })));
    expect(kept.images.map((image) => image.url)).toEqual(['/demo-items/chair.svg']);
    expect(kept.image_url).toBe('/demo-items/chair.svg');

    const other = { ...sent, url: '/demo-items/desk.svg' };
    expect((await api.update(donor, item.id, validForm({ images: [other] }))).statusCode).toBe(400);
    expect((await api.create(donor, validForm({ images: [sent] }))).statusCode).toBe(400);
    expect(
      (await api.create(donor, validForm({ images: [{ ...sent, url: '//evil.example/x.png' }] }))).statusCode,
    ).toBe(400);
  });

  it('shows a new and an edited item on the very next marketplace read', async () => {
    const query = { donor_id: donor.id, search: 'harmonium' };
    expect(titlesOf(await getItems(t, query))).toEqual([]);
    const listing = await listItem(t, donor, { title: 'Harmonium', category: 'Musical Instruments' });
    expect(titlesOf(await getItems(t, query))).toEqual(['Harmonium']);
    expectListing(
      await api.update(
        donor,
        listing.id,
        validForm({ title: 'Antique Harmonium', category: 'Musical Instruments', quantity: 2 }),
      ),
    );
    const page = await getItems(t, query);
    expect(page.items.map((item) => [item.title, item.quantity])).toEqual([['Antique Harmonium', 2]]);
  });

  it('creates once per Idempotency-Key: a retry replays the first answer', async () => {
    const before = (await itemsTable(t.ctx.db)).length;
    const headers = { 'idempotency-key': 'listing-retry-1' };
    const body = validForm({ title: 'Retried Lamp' });
    const first = await api.create(donor, body, donor.id, headers);
    const again = await api.create(donor, body, donor.id, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await itemsTable(t.ctx.db)).length).toBe(before + 1);
    // The same key with another body is a client bug, not a second item.
    const other = await api.create(donor, { ...body, title: 'Other Lamp' }, donor.id, headers);
    expect(other.statusCode).toBe(422);
  });

  it('describes the three calls in the OpenAPI document', async () => {
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>>;
    };
    const calls: [string, string, string][] = [
      ['post', '/api/items', '201'],
      ['put', '/api/items/{id}', '200'],
      ['put', '/api/items/{id}/status', '200'],
    ];
    for (const [method, path, success] of calls) {
      const call = docs.paths[path]?.[method];
      expect(call?.tags, `${method} ${path}`).toEqual(['listings']);
      expect(call?.summary).toEqual(expect.any(String));
      expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining([success, '400', '401', '403']));
    }
    expect(Object.keys(docs.paths['/api/items/{id}']?.put?.responses ?? {})).toContain('404');
  });

  describe('who may write', () => {
    let other: UserRow;
    let nonprofit: UserRow;
    let admin: UserRow;
    let itemId: number;

    beforeAll(async () => {
      other = await createUser(t.ctx.db, { role: 'donor' });
      nonprofit = await fundedNonprofit(t.ctx.db, 0);
      admin = await createUser(t.ctx.db, { role: 'admin' });
      itemId = (await createItem(t.ctx.db, { donorId: donor.id, title: 'Guarded Item' })).id;
    });

    const everyWrite = (as: UserRow | undefined, donorId?: number, id = itemId) => [
      api.create(as, validForm(), donorId),
      api.update(as, id, validForm(), donorId),
      api.status(as, id, 'disabled', donorId),
    ];
    const statusesOf = async (calls: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(calls)).map((response) => response.statusCode);

    it('refuses anonymous callers with 401, and nonprofits and admins with 403', async () => {
      const before = await itemsTable(t.ctx.db);
      expect(await statusesOf(everyWrite(undefined))).toEqual([401, 401, 401]);
      expect(await statusesOf(everyWrite(nonprofit))).toEqual([403, 403, 403]);
      expect(await statusesOf(everyWrite(nonprofit, nonprofit.id))).toEqual([403, 403, 403]);
      expect(await statusesOf(everyWrite(admin))).toEqual([403, 403, 403]);
      expect(await itemsTable(t.ctx.db)).toEqual(before);
    });

    it("refuses a donor_id that is not the signed-in donor, and another donor's item", async () => {
      const before = await itemsTable(t.ctx.db);
      expect(await statusesOf(everyWrite(donor, other.id))).toEqual([403, 403, 403]);
      const [, update, status] = await statusesOf(everyWrite(other, other.id));
      expect([update, status]).toEqual([403, 403]);
      const refused = await api.update(other, itemId, validForm());
      expect(refused.json()).toEqual({ detail: 'You can only change your own items.' });
      expect((await itemRowOf(t.ctx.db, itemId)).title).toBe('Guarded Item');
      expect((await itemsTable(t.ctx.db)).filter((row) => row.donorId !== other.id)).toEqual(before);
    });

    it('answers 404 for an item that does not exist', async () => {
      const missing = 2_000_000_000;
      expect((await api.update(donor, missing, validForm())).statusCode).toBe(404);
      expect((await api.status(donor, missing, 'available')).statusCode).toBe(404);
    });
  });
});
