import { DONOR_SCOPE_LABELS, FALLBACK_CATEGORIES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, type ItemFactoryInput } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { ensureCategories } from '#src/platform/categories';
import { categories } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('marketplace options: categories, locations, donor scopes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, as?: Parameters<TestApp['request']>[0]['as']) => {
    const response = await t.request({ method: 'GET', url, as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('seeds the categories table at start and lists it in display order', async () => {
    expect(await get('/api/categories')).toEqual({ categories: [...FALLBACK_CATEGORIES] });
    await t.ctx.db.insert(categories).values({ name: 'Appliances', sortOrder: 0 });
    const { categories: names } = await get('/api/categories');
    expect(names.slice(0, 2)).toEqual(['Appliances', 'Electronics']);
  });

  it('falls back to the built-in list when the table is empty, and reseeds only an empty table', async () => {
    await t.ctx.db.delete(categories);
    expect(await get('/api/categories')).toEqual({ categories: [...FALLBACK_CATEGORIES] });
    await Promise.all([ensureCategories(t.ctx.db), ensureCategories(t.ctx.db)]);
    expect(await t.ctx.db.select().from(categories)).toHaveLength(FALLBACK_CATEGORIES.length);
    await ensureCategories(t.ctx.db);
    expect(await t.ctx.db.select().from(categories)).toHaveLength(FALLBACK_CATEGORIES.length);
  });

  it('counts listed items per state, most first, as the viewer may see them', async () => {
    const db = t.ctx.db;
    const donor = await createUser(db, { role: 'donor' });
    const item = (state: string | null, extra: Partial<ItemFactoryInput>) =>
      createItem(db, { donorId: donor.id, state, ...extra });
    await item('IL', {});
    await item('IL', {});
    await item('TX', {});
    await item('TX', { donorScope: 'statewide' });
    await item('CA', {});
    await item(null, {});
    await item('NY', { status: 'disabled' });
    await item('NY', { quantity: 0 });
    expect(await get('/api/locations')).toEqual({
      locations: [
        { state: 'IL', count: 2 },
        { state: 'TX', count: 2 },
        { state: 'CA', count: 1 },
      ],
    });
    const nonprofit = await createUser(db, { role: 'nonprofit', shippingState: 'IL' });
    expect(await get('/api/locations', nonprofit)).toEqual({
      locations: [
        { state: 'IL', count: 2 },
        { state: 'CA', count: 1 },
        { state: 'TX', count: 1 },
      ],
    });
  });

  it('lists the donor scopes with their labels, nearest first', async () => {
    expect(await get('/api/donor-scope-options')).toEqual({
      scope_options: [
        { value: 'local_community', label: DONOR_SCOPE_LABELS.local_community },
        { value: 'citywide', label: DONOR_SCOPE_LABELS.citywide },
        { value: 'statewide', label: DONOR_SCOPE_LABELS.statewide },
        { value: 'nationwide', label: DONOR_SCOPE_LABELS.nationwide },
      ],
    });
  });

  it('publishes the four marketplace calls in the OpenAPI description', async () => {
    const docs = await get('/api/docs/json');
    for (const path of ['/api/items', '/api/categories', '/api/locations', '/api/donor-scope-options']) {
      expect(docs.paths[path]?.get?.tags, path).toEqual(['marketplace']);
      expect(docs.paths[path]?.get?.summary, path).toEqual(expect.any(String));
      expect(docs.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
    const parameters = docs.paths['/api/items'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(parameters).toEqual(
      expect.arrayContaining([
        'search',
        'category',
        'location',
        'min_value',
        'max_value',
        'sort_by',
        'delivery_option',
      ]),
    );
  });
});
