import { PAGE_LIMITS, type Item } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, walkAllPages, type Query } from '#test/support/items.test-support';

const ITEM_COUNT = 23;

describe('GET /api/items: keyset pagination', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    const sameMoment = new Date('2024-03-01T10:00:00.123456Z');
    for (let index = 0; index < ITEM_COUNT; index += 1) {
      // Ties everywhere: shared timestamps (with microseconds), prices, titles and search rank.
      await createItem(t.ctx.db, {
        donorId: donor.id,
        title: index % 4 === 0 ? 'Same Title Lamp' : `Lamp ${String.fromCharCode(65 + (index % 7))}`,
        description: 'A reading lamp.',
        fmvCents: 1_000 * (index % 5),
        createdAt: index % 3 === 0 ? sameMoment : new Date(Date.UTC(2024, 2, 1 + index)),
      });
    }
    // Listed nowhere, so never on a page.
    await createItem(t.ctx.db, { donorId: donor.id, title: 'Lamp disabled', status: 'disabled' });
  });
  afterAll(() => t.close());

  const ids = (items: Item[]) => items.map((item) => item.id);

  const cases: [string, Query][] = [
    ['newest first', {}],
    ['price low to high', { sort_by: 'price_low' }],
    ['price high to low', { sort_by: 'price_high' }],
    ['title', { sort_by: 'title' }],
    ['search relevance', { search: 'lamp' }],
    ['search by price', { search: 'lamp', sort_by: 'price_high' }],
  ];

  it.each(cases)('walks every page (%s) without duplicates or gaps', async (_name, query) => {
    const all = await getItems(t, { ...query, donor_id: donor.id, limit: PAGE_LIMITS.itemsMax });
    expect(all.items).toHaveLength(ITEM_COUNT);
    expect(all.next_cursor).toBeNull();

    const pages = await walkAllPages(t, { ...query, donor_id: donor.id, limit: 5 });
    expect(pages).toHaveLength(Math.ceil(ITEM_COUNT / 5));
    for (const page of pages) expect(page.total).toBe(ITEM_COUNT);
    expect(pages.slice(0, -1).every((page) => page.items.length === 5 && page.next_cursor)).toBe(true);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    const walked = pages.flatMap((page) => ids(page.items));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(ids(all.items));
  });

  it('ends with next_cursor null exactly when the last item is shown', async () => {
    const pages = await walkAllPages(t, { donor_id: donor.id, limit: ITEM_COUNT });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.items).toHaveLength(ITEM_COUNT);
  });

  it('uses the default page size and rejects a limit above the maximum', async () => {
    const page = await getItems(t, { donor_id: donor.id });
    expect(page.items).toHaveLength(Math.min(ITEM_COUNT, PAGE_LIMITS.itemsDefault));
    const response = await t.request({ method: 'GET', url: `/api/items?limit=${PAGE_LIMITS.itemsMax + 1}` });
    expect(response.statusCode).toBe(400);
  });

  it('keeps the total when a cursor points past the last item', async () => {
    const first = await getItems(t, { donor_id: donor.id, search: 'lamp', limit: ITEM_COUNT - 1 });
    expect(first.next_cursor).not.toBeNull();
    const second = await getItems(t, { donor_id: donor.id, search: 'lamp', limit: 5, cursor: first.next_cursor! });
    expect(second.items).toHaveLength(1);
    const beyond = await getItems(t, {
      donor_id: donor.id,
      search: 'lamp',
      limit: 5,
      cursor: Buffer.from(JSON.stringify({ s: 'relevance', k: '0', i: 1 })).toString('base64url'),
    });
    expect(beyond).toEqual({ items: [], total: ITEM_COUNT, total_capped: false, next_cursor: null, reach: null });
  });
});
