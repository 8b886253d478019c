import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';

const LETTER = '/api/documents/1';

describe('GET /api/admin/audit-log', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    for (const name of ['First', 'Second', 'Third']) {
      const applicant = await createUser(t.ctx.db, { role: 'nonprofit', name, taxExemptDocUrl: LETTER });
      const response = await t.request({
        method: 'PUT',
        url: `/api/admin/users/${applicant.id}/update`,
        payload: { approval_status: 'approved' },
        as: admin,
      });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('lists admin writes newest first, with the admin and before/after', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit-log', as: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.audit_logs).toHaveLength(3);
    expect(body.audit_logs[0]).toEqual({
      id: expect.any(Number),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      admin_name: 'Avery Admin',
      actor: 'admin',
      actor_name: 'Avery Admin',
      action: 'approve_user',
      target_type: 'user',
      target_id: expect.any(String),
      target_label: expect.any(String),
      reason: null,
      before: expect.objectContaining({ name: 'Third', approval_status: 'pending' }),
      after: expect.objectContaining({ name: 'Third', approval_status: 'approved' }),
    });
  });

  it('pages with limit and offset', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit-log?limit=1&offset=2', as: admin });
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.audit_logs.map((entry: { before: { name: string } }) => entry.before.name)).toEqual(['First']);
  });

  it('refuses an admin_id that is not the caller, before reading the rest', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit-log?admin_id=999999&limit=0', as: admin });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('admin_id must be the id of the signed-in admin.');
  });

  it('answers 400 to a bad limit', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/audit-log?limit=0', as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail[0].loc).toEqual(['querystring', 'limit']);
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/audit-log', as: donor })).statusCode).toBe(403);
  });
});
