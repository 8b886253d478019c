import { MAX_ROW_ID } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/factories/users';
import type { UserRow } from '../src/platform/database/schema';
import { createTestApp, type TestApp } from './setup/test-app';

/** An id past PostgreSQL's integer range names no row: every route answers 400, never a 500. */
describe('ids larger than a database integer', () => {
  let t: TestApp;
  let admin: UserRow;
  const huge = '99999999999';

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  it.each([
    ['GET', `/api/nonprofit/${huge}/token-balance`],
    ['GET', `/api/nonprofit/${huge}/payments`],
    ['GET', `/api/dashboard/nonprofit/${huge}/detailed`],
    ['GET', `/api/dashboard/donor/${huge}/detailed`],
    ['GET', `/api/notifications/${huge}`],
    ['POST', `/api/requests/${huge}/respond?donor_id=1&action=approve`],
    ['POST', `/api/payments/${huge}/pay`],
  ])('%s %s -> 400', async (method, url) => {
    const response = await t.request({
      method: method as 'GET' | 'POST',
      url,
      as: admin,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('an out-of-range id is told the range, not "item_id is required"', async () => {
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    const range = `a whole number from 1 to ${MAX_ROW_ID}`;
    for (const itemId of [Number(huge), 0, -3, 1.5]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/requests?nonprofit_id=${nonprofit.id}`,
        payload: { item_id: itemId, quantity_requested: 1 },
        as: nonprofit,
      });
      expect(response.statusCode, String(itemId)).toBe(400);
      expect(response.json().detail, String(itemId)).toEqual([
        { loc: ['body', 'item_id'], msg: `item_id must be ${range}` },
      ]);
    }
    const missing = await t.request({
      method: 'POST',
      url: `/api/requests?nonprofit_id=${nonprofit.id}`,
      payload: { quantity_requested: 1 },
      as: nonprofit,
    });
    expect(missing.json().detail).toEqual([{ loc: ['body', 'item_id'], msg: 'item_id is required' }]);
    const inPath = await t.request({ method: 'GET', url: `/api/nonprofit/${huge}/token-balance`, as: admin });
    expect(inPath.json().detail).toEqual([{ loc: ['params', 'id'], msg: `Must be ${range}` }]);
  });
});
