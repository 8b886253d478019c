import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { ItemRow, UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { REQUEST_REFUSALS } from './requests.messages';
import { client, fundedNonprofit, item, snapshot } from '#test/support/requests.test-support';

const EVANSTON = { latitude: 42.0451, longitude: -87.6877 };
const AUSTIN = { latitude: 30.2713, longitude: -97.7426 };

describe('Donor scope: an item hidden from the nonprofit by its donor scope cannot be requested', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let nonprofit: UserRow;
  let farLocal: ItemRow;
  let otherState: ItemRow;
  let nearLocal: ItemRow;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 500, {
      state: 'IL',
      shippingState: 'IL',
      latitude: EVANSTON.latitude,
      longitude: EVANSTON.longitude,
    });
    farLocal = await item(t.ctx.db, donor, {
      title: 'Austin desks',
      donorScope: 'local_community',
      state: 'TX',
      latitude: AUSTIN.latitude,
      longitude: AUSTIN.longitude,
    });
    otherState = await item(t.ctx.db, donor, { title: 'Texas chairs', donorScope: 'statewide', state: 'TX' });
    nearLocal = await item(t.ctx.db, donor, {
      title: 'Evanston tables',
      donorScope: 'local_community',
      state: 'IL',
      latitude: EVANSTON.latitude + 0.05,
      longitude: EVANSTON.longitude,
    });
  });
  afterAll(() => t.close());

  const hiddenIds = () => [farLocal.id, otherState.id];

  it('the marketplace list hides them (the rule the request must follow)', async () => {
    const response = await t.request({ method: 'GET', url: '/api/items?limit=60', as: nonprofit });
    const titles = (response.json() as { items: { title: string }[] }).items.map((entry) => entry.title);
    expect(titles).toContain('Evanston tables');
    expect(titles).not.toContain('Austin desks');
    expect(titles).not.toContain('Texas chairs');
  });

  it('donor scope finding: POST /api/requests for an out-of-scope item is refused like an unavailable item', async () => {
    for (const itemId of hiddenIds()) {
      const before = await snapshot(t.ctx.db, [itemId]);
      const response = await api.create(nonprofit, nonprofit.id, { item_id: itemId, quantity_requested: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: REQUEST_REFUSALS.itemUnavailable });
      expect(await snapshot(t.ctx.db, [itemId])).toEqual(before);
    }
  });

  it('donor scope finding: a batch (the basket) with one out-of-scope item is refused whole, without naming it', async () => {
    const ids = [nearLocal.id, farLocal.id];
    const before = await snapshot(t.ctx.db, ids);
    const response = await api.batch(nonprofit, nonprofit.id, {
      items: ids.map((item_id) => ({ item_id, quantity_requested: 1 })),
    });
    expect(response.statusCode).toBe(400);
    const detail = (response.json() as { detail: string }).detail;
    expect(detail).toBe(`One of the items: ${REQUEST_REFUSALS.itemUnavailable}`);
    expect(detail).not.toContain('Austin');
    expect(await snapshot(t.ctx.db, ids)).toEqual(before);
  });

  it('an item within scope is still requested as before', async () => {
    const response = await api.create(nonprofit, nonprofit.id, { item_id: nearLocal.id, quantity_requested: 1 });
    expect(response.statusCode).toBe(201);
  });
});
