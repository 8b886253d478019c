import type { Item } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, titlesOf } from '#test/support/items.test-support';

const day = (n: number) => new Date(Date.UTC(2024, 0, n, 12));

describe('GET /api/items: filters, sorts, statuses and presentation', () => {
  let t: TestApp;
  let donor: UserRow;
  const mine = () => ({ donor_id: donor.id });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    donor = await createUser(db, { role: 'donor', companyName: 'Filter Donor Co' });
    const base = { donorId: donor.id };
    await createItem(db, {
      ...base,
      title: 'Alpha Laptop',
      category: 'Electronics',
      fmvCents: 45_000,
      quantity: 3,
      shippingOptions: ['donor_ships', 'nonprofit_pickup'],
      images: [
        {
          id: 'img-1',
          url: '/uploads/items/alpha.webp',
          public_id: 'alpha',
          original_filename: 'alpha.jpg',
          thumbnail_url: '/uploads/items/alpha-thumb.webp',
        },
      ],
      city: 'Chicago',
      state: 'IL',
      createdAt: day(1),
    });
    await createItem(db, {
      ...base,
      title: 'Bravo Desk',
      category: 'Furniture',
      fmvCents: 12_000,
      quantity: 1,
      shippingOptions: ['nonprofit_pickup'],
      city: null,
      state: 'TX',
      createdAt: day(2),
    });
    await createItem(db, {
      ...base,
      title: 'Charlie Gift Card',
      category: 'Gift Cards',
      fmvCents: 2_500,
      shippingOptions: ['electronic'],
      createdAt: day(3),
    });
    await createItem(db, {
      ...base,
      title: 'Delta Chair',
      category: 'Furniture',
      fmvCents: 5_000,
      shippingOptions: ['donor_ships'],
      status: 'requested',
      createdAt: day(4),
    });
    await createItem(db, {
      ...base,
      title: 'Echo Monitor',
      category: 'Electronics',
      fmvCents: 4_999,
      shippingOptions: ['donor_ships'],
      status: 'approved',
      createdAt: day(5),
    });
    await createItem(db, {
      ...base,
      title: 'Foxtrot Books',
      category: 'Books',
      fmvCents: 1_000,
      quantity: 0,
      shippingOptions: ['donor_ships'],
      status: 'completed',
      createdAt: day(6),
    });
    await createItem(db, {
      ...base,
      title: 'Golf Requested Empty',
      category: 'Toys',
      fmvCents: 7_500,
      quantity: 0,
      shippingOptions: ['nonprofit_pickup'],
      status: 'requested',
      createdAt: day(7),
    });
    // Never listed: disabled, awaiting review, or available with nothing left.
    await createItem(db, { ...base, title: 'Hidden Disabled', status: 'disabled', createdAt: day(8) });
    await createItem(db, { ...base, title: 'Hidden Review', status: 'pending_review', createdAt: day(9) });
    await createItem(db, { ...base, title: 'Hidden Empty', quantity: 0, createdAt: day(10) });
  });
  afterAll(() => t.close());

  const ALL_NEWEST_FIRST = [
    'Golf Requested Empty',
    'Foxtrot Books',
    'Echo Monitor',
    'Delta Chair',
    'Charlie Gift Card',
    'Bravo Desk',
    'Alpha Laptop',
  ];

  it('lists every listed item newest first, never disabled, pending-review or used-up available ones', async () => {
    const page = await getItems(t, mine());
    expect(titlesOf(page)).toEqual(ALL_NEWEST_FIRST);
    expect(page.total).toBe(7);
    expect(page.next_cursor).toBeNull();
    const searched = await getItems(t, { ...mine(), search: 'hidden' });
    expect(searched.items).toEqual([]);
    expect(searched.total).toBe(0);
  });

  it('filters by category ("all" or empty means every category)', async () => {
    expect(titlesOf(await getItems(t, { ...mine(), category: 'Furniture' }))).toEqual(['Delta Chair', 'Bravo Desk']);
    expect(titlesOf(await getItems(t, { ...mine(), category: 'all' }))).toEqual(ALL_NEWEST_FIRST);
    expect(titlesOf(await getItems(t, { ...mine(), category: '' }))).toEqual(ALL_NEWEST_FIRST);
    expect((await getItems(t, { ...mine(), category: 'Spaceships' })).total).toBe(0);
  });

  it('filters by value in dollars, bounds included', async () => {
    expect(titlesOf(await getItems(t, { ...mine(), min_value: 50 }))).toEqual([
      'Golf Requested Empty',
      'Delta Chair',
      'Bravo Desk',
      'Alpha Laptop',
    ]);
    expect(titlesOf(await getItems(t, { ...mine(), max_value: 49.99 }))).toEqual([
      'Foxtrot Books',
      'Echo Monitor',
      'Charlie Gift Card',
    ]);
    expect(titlesOf(await getItems(t, { ...mine(), min_value: 25, max_value: 50 }))).toEqual([
      'Echo Monitor',
      'Delta Chair',
      'Charlie Gift Card',
    ]);
    expect((await getItems(t, { ...mine(), min_value: 0, max_value: 1e12 })).total).toBe(7);
    expect((await getItems(t, { ...mine(), min_value: '', max_value: '' })).total).toBe(7);
  });

  it('keeps items offering any of the chosen delivery options', async () => {
    expect(titlesOf(await getItems(t, { ...mine(), delivery_option: 'electronic' }))).toEqual(['Charlie Gift Card']);
    expect(titlesOf(await getItems(t, { ...mine(), delivery_option: ['electronic', 'nonprofit_pickup'] }))).toEqual([
      'Golf Requested Empty',
      'Charlie Gift Card',
      'Bravo Desk',
      'Alpha Laptop',
    ]);
    // Combined with a category and with a search (folded into the search's index scan then).
    expect(
      titlesOf(await getItems(t, { ...mine(), category: 'Furniture', delivery_option: 'nonprofit_pickup' })),
    ).toEqual(['Bravo Desk']);
    expect(titlesOf(await getItems(t, { ...mine(), search: 'desk', delivery_option: 'donor_ships' }))).toEqual([]);
    expect(titlesOf(await getItems(t, { ...mine(), search: 'desk', delivery_option: 'nonprofit_pickup' }))).toEqual([
      'Bravo Desk',
    ]);
    const both = { ...mine(), search: 'desk', delivery_option: ['donor_ships', 'nonprofit_pickup'] };
    expect(titlesOf(await getItems(t, { ...both, category: 'Furniture' }))).toEqual(['Bravo Desk']);
    expect(titlesOf(await getItems(t, { ...both, category: 'Electronics' }))).toEqual([]);
  });

  it('sorts by price both ways and by title', async () => {
    expect(titlesOf(await getItems(t, { ...mine(), sort_by: 'price_low' }))).toEqual([
      'Foxtrot Books',
      'Charlie Gift Card',
      'Echo Monitor',
      'Delta Chair',
      'Golf Requested Empty',
      'Bravo Desk',
      'Alpha Laptop',
    ]);
    expect(titlesOf(await getItems(t, { ...mine(), sort_by: 'price_high' }))).toEqual([
      'Alpha Laptop',
      'Bravo Desk',
      'Golf Requested Empty',
      'Delta Chair',
      'Echo Monitor',
      'Charlie Gift Card',
      'Foxtrot Books',
    ]);
    expect(titlesOf(await getItems(t, { ...mine(), sort_by: 'title' }))).toEqual([...ALL_NEWEST_FIRST].sort());
  });

  it('presents each item as a card: dollars, picture or placeholder, location, donor company, token cost', async () => {
    const items = (await getItems(t, mine())).items;
    const alpha = items.find((item) => item.title === 'Alpha Laptop')!;
    expect(alpha).toEqual({
      id: expect.any(Number),
      title: 'Alpha Laptop',
      description: 'A useful donated item in good condition.',
      category: 'Electronics',
      fair_market_value: 450,
      quantity: 3,
      status: 'available',
      image_url: '/uploads/items/alpha.webp',
      thumbnail_url: '/uploads/items/alpha-thumb.webp',
      images: [
        {
          id: 'img-1',
          url: '/uploads/items/alpha.webp',
          public_id: 'alpha',
          original_filename: 'alpha.jpg',
          thumbnail_url: '/uploads/items/alpha-thumb.webp',
        },
      ],
      location: 'Chicago, IL',
      city: 'Chicago',
      state: 'IL',
      shipping_options: ['donor_ships', 'nonprofit_pickup'],
      donor_id: donor.id,
      donor_company_name: 'Filter Donor Co',
      token_cost: 90,
      resale_permitted: false,
      created_at: '2024-01-01T12:00:00.000Z',
    } satisfies Item);
    const bravo = items.find((item) => item.title === 'Bravo Desk')!;
    expect(bravo).toMatchObject({
      image_url: '/placeholders/furniture.webp',
      thumbnail_url: '/placeholders/furniture.webp',
      location: 'TX',
      fair_market_value: 120,
      token_cost: 24,
    });
    const echo = items.find((item) => item.title === 'Echo Monitor')!;
    expect(echo).toMatchObject({ fair_market_value: 49.99, token_cost: 10 });
    expect(items.find((item) => item.title === 'Golf Requested Empty')?.image_url).toBe('/placeholders/toys.webp');
  });

  it('names the donor by name when no company is recorded, and unknown categories get the default picture', async () => {
    const person = await createUser(t.ctx.db, { role: 'donor', name: 'Sam Giver', companyName: null });
    await createItem(t.ctx.db, { donorId: person.id, title: 'Odd Thing', category: 'Curiosities' });
    const [item] = (await getItems(t, { donor_id: person.id })).items;
    expect(item).toMatchObject({ donor_company_name: 'Sam Giver', image_url: '/placeholders/default.webp' });
  });
});
