import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/factories/users';
import type { UserRow } from '../src/platform/database/schema';
import { databaseFingerprint } from './bad-input-route-walk.support';
import { createTestApp, type TestApp } from './setup/test-app';

/** Refusals that must say what is true about the request (docs/product.md, API contract). */
describe('refusals say what is true', () => {
  let t: TestApp;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    donor = await createUser(t.ctx.db, { role: 'donor' });
    await t.sessionFor(donor);
  });
  afterAll(() => t.close());

  it('a 2 MB JSON body is told the body limit, not "File too large ... 10MB"', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/items',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      as: donor,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body too large. The limit is 1 MB.' });
  });
});
