import { ADMIN_ACCESS_DENIED, AUDIT_LOG_MESSAGES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { exportAuditLog } from './admin-audit-export';

const LETTER = '/api/documents/1';
const ROUTES = ['/api/admin/audit-log', '/api/admin/audit-log/filters', '/api/admin/audit-log/export.csv'];

describe('the audit log: list, filters and CSV', () => {
  let t: TestApp;
  let admin: UserRow;
  let other: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  /** null: anonymous. */
  const get = (url: string, as: UserRow | null = admin) => t.request({ method: 'GET', url, as: as ?? undefined });
  const labels = async (query: string) =>
    (await get(`/api/admin/audit-log?${query}`))
      .json()
      .audit_logs.map((entry: { target_label: string }) => entry.target_label);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    other = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Blake Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
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
    // Older entries, written as the services write them, on known days (UTC).
    const entry = (adminId: number, action: string, targetType: string, label: string, day: string) => ({
      adminId,
      actorId: adminId,
      action,
      targetType,
      targetId: '7',
      targetLabel: label,
      reason: action === 'reject_item' ? 'Blurry photos' : null,
      before: { status: 'pending_review' },
      after: { status: 'rejected' },
      createdAt: new Date(`${day}T15:00:00Z`),
    });
    await t.ctx.db
      .insert(auditLog)
      .values([
        entry(other.id, 'reject_item', 'item', 'Blue Chair', '2024-03-01'),
        entry(other.id, 'update_item', 'item', 'Red Lamp', '2024-03-05'),
        entry(admin.id, 'update_request', 'request', 'Request #4: Desk', '2024-03-09'),
      ]);
  });
  afterAll(() => t.close());

  it('lists every entry newest first, with the admin, the target label, the reason and before/after', async () => {
    const response = await get('/api/admin/audit-log');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(body.audit_logs[0]).toEqual({
      id: expect.any(Number),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      admin_id: admin.id,
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
    expect(body.audit_logs.at(-1)).toMatchObject({ target_label: 'Blue Chair', reason: 'Blurry photos' });
  });

  it('pages with limit and offset', async () => {
    const body = (await get('/api/admin/audit-log?limit=1&offset=2')).json();
    expect(body.total).toBe(6);
    expect(body.audit_logs.map((entry: { before: { name: string } }) => entry.before.name)).toEqual(['First']);
  });

  it('filters by admin, action, target type and days, on the server', async () => {
    expect(await labels(`by_admin_id=${other.id}`)).toEqual(['Red Lamp', 'Blue Chair']);
    expect(await labels('action=reject_item')).toEqual(['Blue Chair']);
    expect(await labels('target_type=request')).toEqual(['Request #4: Desk']);
    expect(await labels('from=2024-03-02&to=2024-03-09')).toEqual(['Request #4: Desk', 'Red Lamp']);
    // A day is the viewer's: 15:00 UTC on Mar 1 is already Mar 2 in Tokyo.
    expect(await labels('from=2024-03-02&to=2024-03-02&tz=Asia/Tokyo')).toEqual(['Blue Chair']);
    expect(await labels(`by_admin_id=${other.id}&target_type=item&action=update_item`)).toEqual(['Red Lamp']);
    const total = (await get(`/api/admin/audit-log?by_admin_id=${other.id}&limit=1`)).json().total;
    expect(total).toBe(2);
  });

  it('offers the admins, actions and target types found in the log', async () => {
    const response = await get('/api/admin/audit-log/filters');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      admins: [
        { id: admin.id, name: 'Avery Admin' },
        { id: other.id, name: 'Blake Admin' },
      ],
      actions: ['approve_user', 'reject_item', 'update_item', 'update_request'],
      target_types: ['item', 'request', 'user'],
    });
  });

  it('exports the same filters as CSV, newest first', async () => {
    const response = await get(`/api/admin/audit-log/export.csv?by_admin_id=${other.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d\d-\d\d\.csv"$/);
    expect(response.headers['x-export-rows']).toBe('2');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time,Admin,Actor,Action,Target Type,Target ID,Target,Reason,Before,After');
    expect(lines.slice(1)).toEqual([
      '2024-03-05T15:00:00.000Z,Blake Admin,admin,Update item,item,7,Red Lamp,,"{""status"":""pending_review""}","{""status"":""rejected""}"',
      '2024-03-01T15:00:00.000Z,Blake Admin,admin,Reject item,item,7,Blue Chair,Blurry photos,"{""status"":""pending_review""}","{""status"":""rejected""}"',
    ]);
  });

  it('reads the export a page at a time, in the list’s order, and says where it stopped', async () => {
    const list = (await get('/api/admin/audit-log')).json().audit_logs.map((entry: { id: number }) => entry.id);
    const csv = await exportAuditLog(t.ctx.db, { tz: 'UTC' }, { limit: 4, pageRows: 1 });
    let text = '';
    for await (const chunk of csv.lines) text += chunk;
    const lines = text.trimEnd().split('\r\n');
    expect(csv).toMatchObject({ matched: 6, exported: 4 });
    expect(lines).toHaveLength(6);
    const full = (await get('/api/admin/audit-log/export.csv')).body.trimEnd().split('\r\n');
    expect(lines.slice(1, 5)).toEqual(full.slice(1, 5));
    expect(full).toHaveLength(list.length + 1);
    expect(lines[5]).toBe(
      '"Export stopped at 4 of 6 entries: narrow the filters (dates, admin, action) to export the rest."',
    );
  });

  it('answers 400 to bad filters, before reading anything', async () => {
    for (const query of [
      'limit=0',
      'limit=201',
      'offset=-1',
      'from=03/01/2024',
      'from=2024-03-05&to=2024-03-01',
      'tz=Mars/Base',
      'by_admin_id=abc',
    ]) {
      for (const route of ['/api/admin/audit-log', '/api/admin/audit-log/export.csv']) {
        // The export has no pages.
        if (route.endsWith('.csv') && /limit|offset/.test(query)) continue;
        const response = await get(`${route}?${query}`);
        expect(response.statusCode, `${route}?${query}`).toBe(400);
        expect(response.json().detail).toBeTruthy();
      }
    }
    const range = await get('/api/admin/audit-log?from=2024-03-05&to=2024-03-01');
    expect(range.json().detail).toEqual([{ loc: ['querystring', 'to'], msg: AUDIT_LOG_MESSAGES.badRange }]);
  });

  it('is for admins only, and admin_id must be the caller', async () => {
    for (const route of ROUTES) {
      expect((await get(route, null)).statusCode, route).toBe(401);
      for (const user of [donor, nonprofit]) {
        const refused = await get(route, user);
        expect(refused.statusCode, route).toBe(403);
        expect(refused.json()).toEqual({ detail: ADMIN_ACCESS_DENIED });
      }
      expect((await get(`${route}?admin_id=${other.id}`)).statusCode, route).toBe(403);
      expect((await get(`${route}?admin_id=${admin.id}`)).statusCode, route).toBe(200);
    }
  });
});
