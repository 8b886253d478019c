import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('GET /api/impact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers zeros on an empty platform, to anyone', async () => {
    const response = await t.request({ method: 'GET', url: '/api/impact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      item_metrics: { items_approved: 0, total_fmv: 0 },
      user_metrics: { total_nonprofits: 0, total_donors: 0 },
    });
  });

  it('counts approved nonprofits and donors only', async () => {
    const db = t.ctx.db;
    await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
    await createUser(db, { role: 'nonprofit', approvalStatus: 'approved' });
    await createUser(db, { role: 'nonprofit', approvalStatus: 'pending' });
    await createUser(db, { role: 'nonprofit', approvalStatus: 'rejected' });
    await createUser(db, { role: 'donor' });
    await createUser(db, { role: 'donor' });
    await createUser(db, { role: 'donor' });
    await createUser(db, { role: 'donor', approvalStatus: 'rejected' });
    await createUser(db, { role: 'admin', approvalStatus: 'approved' });

    const response = await t.request({ method: 'GET', url: '/api/impact' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_metrics).toEqual({ total_nonprofits: 2, total_donors: 3 });
    expect(response.json().item_metrics).toEqual({ items_approved: 0, total_fmv: 0 });
  });

  it('is listed in the OpenAPI description', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.json().paths).toHaveProperty('/api/impact');
  });
});
