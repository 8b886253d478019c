import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { saveSiteSettings } from '#src/platform/settings';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, titlesOf } from '#test/support/items.test-support';

describe('GET /api/items?featured=true: the landing page row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the newest available items, at most the live featured_items_limit', async () => {
    const db = t.ctx.db;
    const admin = await createUser(db, { role: 'admin' });
    const featuredDonor = await createUser(db, { role: 'donor' });
    const now = Date.now();
    for (let index = 0; index < 6; index += 1) {
      await createItem(db, {
        donorId: featuredDonor.id,
        title: `Featured ${index}`,
        createdAt: new Date(now + index * 1000),
      });
    }
    // The newest of all, but not available: not featured.
    await createItem(db, {
      donorId: featuredDonor.id,
      title: 'Featured but requested',
      status: 'requested',
      createdAt: new Date(now + 10_000),
    });

    await saveSiteSettings(db, { featured_items_limit: 3 }, admin.id);
    const three = await getItems(t, { featured: 'true' });
    expect(titlesOf(three)).toEqual(['Featured 5', 'Featured 4', 'Featured 3']);
    expect(three).toMatchObject({ total: 3, next_cursor: null });

    await saveSiteSettings(db, { featured_items_limit: 5 }, admin.id);
    expect((await getItems(t, { featured: 'true' })).items).toHaveLength(5);

    await saveSiteSettings(db, { featured_items_limit: 0 }, admin.id);
    expect((await getItems(t, { featured: 'true' })).items).toEqual([]);
  });
});
