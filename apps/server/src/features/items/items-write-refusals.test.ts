import { LISTING_MESSAGES, type ItemFormInput } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { uploadedImages, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { client, fundedNonprofit } from '#test/support/requests.test-support';
import {
  itemRowOf,
  itemsTable,
  listingClient,
  listItem,
  uploadFor,
  validForm,
} from '#test/support/items-write.test-support';

type Detail = string | { loc: (string | number)[]; msg: string }[];
/** Each refusal as `where: what`, so a case can name the field or the sentence. */
const messagesOf = (detail: Detail) =>
  typeof detail === 'string' ? [detail] : detail.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`);

describe('item writes refuse bad forms with 400 and store nothing', () => {
  let t: TestApp;
  let api: ReturnType<typeof listingClient>;
  let donor: UserRow;
  let otherDonor: UserRow;
  let itemId: number;
  let othersUpload: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = listingClient(t);
    donor = await createUser(t.ctx.db, { role: 'donor' });
    otherDonor = await createUser(t.ctx.db, { role: 'donor' });
    itemId = (await listItem(t, donor, { title: 'Untouched Item' })).id;
    othersUpload = await uploadFor(t.ctx.db, otherDonor);
  });
  afterAll(() => t.close());

  const image = (url: string, publicId: string | null = null) => ({ url, public_id: publicId });
  const refusals: [string, () => Partial<ItemFormInput> | Record<string, unknown>, string][] = [
    ['no delivery option', () => ({ shipping_options: [] }), LISTING_MESSAGES.deliveryOptionOnSubmit],
    ['an unknown delivery option', () => ({ shipping_options: ['teleport'] }), 'Unknown delivery option'],
    ['a negative value', () => ({ fair_market_value: -1 }), 'Fair market value must be 0 or more'],
    ['a non-numeric value', () => ({ fair_market_value: 'abc' }), 'Fair market value must be a number'],
    ['a value with three decimals', () => ({ fair_market_value: 1.234 }), 'at most two decimals'],
    ['a value above the limit', () => ({ fair_market_value: 10_000_000.01 }), 'Fair market value is too large'],
    ['quantity 0', () => ({ quantity: 0 }), 'Quantity must be at least 1'],
    ['quantity 1.5', () => ({ quantity: 1.5 }), 'Quantity must be a whole number'],
    ['a quantity in words', () => ({ quantity: 'four' }), 'Quantity must be a whole number'],
    ['no title', () => ({ title: '   ' }), 'Title is required'],
    [
      'four images',
      () => ({ images: [1, 2, 3, 4].map((n) => image(`https://cdn.example.org/${n}.png`)) }),
      LISTING_MESSAGES.tooManyImages(3),
    ],
    [
      'a javascript: image URL',
      () => ({ images: [image('javascript:alert(1)')] }),
      'starting with http:// or https://',
    ],
    ['a javascript: single image URL', () => ({ image_url: 'javascript:alert(1)' }), 'http'],
    [
      'a data: image URL',
      () => ({ images: [image('data:image/png;base64,AAAA')] }),
      'starting with http:// or https://',
    ],
    ['an unknown category', () => ({ category: 'Spaceships' }), 'Unknown category "Spaceships"'],
    [
      "someone else's upload",
      () => ({ images: [image('/api/images/x.webp', othersUpload)] }),
      'not an upload of yours',
    ],
    [
      'an upload that does not exist',
      () => ({ images: [image('/api/images/x.webp', 'f'.repeat(32))] }),
      'not an upload',
    ],
    [
      'an upload path without its id',
      () => ({ images: [image(`/api/images/${othersUpload}.webp`)] }),
      'must name its upload',
    ],
  ];

  it.each(refusals)('refuses %s', async (_name, change, message) => {
    const before = await itemsTable(t.ctx.db);
    const payload = { ...validForm(), ...change() };
    for (const response of [
      await api.create(donor, payload, donor.id),
      await api.update(donor, itemId, payload, donor.id),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      const messages = messagesOf((response.json() as { detail: Detail }).detail);
      expect(
        messages.some((text) => text.includes(message)),
        messages.join(' | '),
      ).toBe(true);
    }
    expect(await itemsTable(t.ctx.db)).toEqual(before);
  });

  it("does not let a refused image claim the other donor's upload", async () => {
    const [row] = await t.ctx.db.select().from(uploadedImages);
    expect(row?.donorId).toBe(otherDonor.id);
  });

  it('refuses a total below what is already approved, saying how many', async () => {
    const listing = await listItem(t, donor, { quantity: 5 });
    const nonprofit = await fundedNonprofit(t.ctx.db, 500);
    const requests = client(t);
    const created = await requests.create(nonprofit, nonprofit.id, { item_id: listing.id, quantity_requested: 3 });
    const requestId = created.json().request.id as number;
    expect((await requests.respond(donor, requestId, donor.id, 'approve')).statusCode).toBe(200);

    const before = await itemsTable(t.ctx.db);
    const refused = await api.update(donor, listing.id, validForm({ quantity: 2 }), donor.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: LISTING_MESSAGES.quantityBelowApproved(3) });
    expect(await itemsTable(t.ctx.db)).toEqual(before);
    expect((await itemRowOf(t.ctx.db, listing.id)).quantity).toBe(2);
  });
});
