import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { getItems, queryString } from '#test/support/items.test-support';

describe('GET /api/items: bad input answers 400 with the reason, never 500', () => {
  let t: TestApp;
  let donor: UserRow;
  const mine = () => ({ donor_id: donor.id });

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    for (const title of ['Alpha Laptop', 'Bravo Desk', 'Charlie Chair'])
      await createItem(t.ctx.db, { donorId: donor.id, title });
  });
  afterAll(() => t.close());

  const cases: [string, string, string][] = [
    ['negative min_value', 'min_value=-1', 'min_value'],
    ['non-numeric max_value', 'max_value=lots', 'max_value'],
    ['unknown sort', 'sort_by=bogus', 'sort_by'],
    ['unknown delivery option', 'delivery_option=donor_ships&delivery_option=teleport', 'delivery_option'],
    ['min above max', 'min_value=10&max_value=5', 'min_value'],
    ['unknown location scope', 'location=moon', 'location'],
    ['limit above the maximum', 'limit=61', 'limit'],
    ['limit of zero', 'limit=0', 'limit'],
    ['malformed cursor', 'cursor=%25%25%25', 'cursor'],
    ['cursor that is not JSON', `cursor=${Buffer.from('hello').toString('base64url')}`, 'cursor'],
    ['too long a search', `search=${'a'.repeat(201)}`, 'search'],
    ['featured not a boolean', 'featured=maybe', 'featured'],
    ['user_id not a number', 'user_id=me', 'user_id'],
  ];
  it.each(cases)('%s', async (_name, query, field) => {
    const response = await t.request({ method: 'GET', url: `/api/items?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    const { detail } = response.json() as { detail: { loc: (string | number)[]; msg: string }[] };
    expect(detail[0]?.loc.slice(0, 2)).toEqual(['querystring', field]);
    expect(detail[0]?.msg).toEqual(expect.any(String));
  });

  it('refuses a cursor made for another sort, or with a tampered key', async () => {
    const first = await getItems(t, { ...mine(), limit: 2 });
    const wrongSort = await t.request({
      method: 'GET',
      url: `/api/items?${queryString({ ...mine(), limit: 2, sort_by: 'price_low', cursor: first.next_cursor! })}`,
    });
    expect(wrongSort.statusCode).toBe(400);
    const tampered = Buffer.from(JSON.stringify({ s: 'created_at', k: "2024-01-01'; drop table items; --", i: 1 }));
    const response = await t.request({
      method: 'GET',
      url: `/api/items?cursor=${tampered.toString('base64url')}`,
    });
    expect(response.statusCode).toBe(400);
    const huge = Buffer.from(JSON.stringify({ s: 'price_low', k: '99999999999', i: 1 }));
    expect(
      (await t.request({ method: 'GET', url: `/api/items?sort_by=price_low&cursor=${huge.toString('base64url')}` }))
        .statusCode,
    ).toBe(400);
  });

  it('takes odd but valid searches in its stride', async () => {
    for (const search of ['!!!', 'a & b | !c', '"unbalanced', 'laptop:*', "o'reilly", '-', 'or', '\\']) {
      await getItems(t, { ...mine(), search });
    }
  });
});
