import { ITEMS_TOTAL_CAP } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, insertItems } from '#test/support/items.test-support';

/** docs/product.md, Marketplace: matches are counted up to 1,000; past that the total says "1,000+". */
describe('GET /api/items: the total is counted up to ITEMS_TOTAL_CAP', () => {
  let t: TestApp;
  let exactly: UserRow;
  let beyond: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    exactly = await createUser(t.ctx.db, { role: 'donor' });
    beyond = await createUser(t.ctx.db, { role: 'donor' });
    await insertItems(t.ctx.db, exactly.id, ITEMS_TOTAL_CAP, 'Reading Lamp');
    await insertItems(t.ctx.db, beyond.id, ITEMS_TOTAL_CAP + 1, 'Garden Hose');
  });
  afterAll(() => t.close());

  it('gives exactly 1,000 matches as they are', async () => {
    for (const query of [{}, { search: 'lamp' }, { search: 'lamp', sort_by: 'price_low' }]) {
      const page = await getItems(t, { ...query, donor_id: exactly.id });
      expect(page).toMatchObject({ total: ITEMS_TOTAL_CAP, total_capped: false });
    }
  });

  it('stops at 1,000 and says there are more from 1,001 on, browsing or searching', async () => {
    for (const query of [{}, { sort_by: 'price_high' }, { search: 'hose' }, { search: 'hose', sort_by: 'title' }]) {
      const page = await getItems(t, { ...query, donor_id: beyond.id });
      expect(page).toMatchObject({ total: ITEMS_TOTAL_CAP, total_capped: true });
      expect(page.items.length).toBeGreaterThan(0);
    }
    // Both donors' items: 2,001 matches.
    const everything = await getItems(t, {});
    expect(everything).toMatchObject({ total: ITEMS_TOTAL_CAP, total_capped: true });
  });

  it('counts on its own, also capped, when a cursor points past the last match', async () => {
    const first = await getItems(t, { donor_id: beyond.id, search: 'hose', sort_by: 'price_high', limit: 1 });
    // The cheapest item's key: nothing sorts after it.
    const last = Buffer.from(JSON.stringify({ s: 'price_high', k: '100', i: 1 })).toString('base64url');
    const past = await getItems(t, { donor_id: beyond.id, search: 'hose', sort_by: 'price_high', cursor: last });
    expect(first.total_capped).toBe(true);
    expect(past).toEqual({ items: [], total: ITEMS_TOTAL_CAP, total_capped: true, next_cursor: null, reach: null });
  });
});
