import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import type { UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';

describe('admin: account lists', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit' });
  });
  afterAll(() => t.close());

  describe('GET /api/admin/users/all', () => {
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    beforeAll(async () => {
      const db = t.ctx.db;
      await createUser(db, {
        role: 'nonprofit',
        name: 'Quokka One',
        organizationName: 'Harbor Pantry',
        ein: '12-3456789',
        createdAt: day(1),
      });
      await createUser(db, {
        role: 'nonprofit',
        name: 'Someone',
        organizationName: 'QUOKKA Shelter',
        approvalStatus: 'approved',
        createdAt: day(2),
      });
      await createUser(db, { role: 'donor', name: 'Giver', companyName: 'Quokka Corp', createdAt: day(3) });
      await createUser(db, { role: 'donor', name: 'Mail Match', email: 'hello@quokka.example', createdAt: day(4) });
      await createUser(db, { role: 'donor', name: '100% Percent', createdAt: day(5) });
    });

    const list = (query: string, as: UserRow = admin) =>
      t.request({ method: 'GET', url: `/api/admin/users/all?${query}`, as });

    it('searches name, email, organization and company, ignoring case', async () => {
      const response = await list('search=quokka');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(4);
      expect(body.users.map((user: { name: string }) => user.name)).toEqual([
        'Mail Match',
        'Giver',
        'Someone',
        'Quokka One',
      ]);
      expect(body).toMatchObject({ page: 1, total_pages: 1 });
    });

    it('presents each account without private fields', async () => {
      const body = (await list('search=harbor')).json();
      expect(body.users).toHaveLength(1);
      expect(body.users[0]).toEqual({
        id: expect.any(Number),
        name: 'Quokka One',
        email: expect.any(String),
        city: null,
        state: null,
        role: 'nonprofit',
        organization_name: 'Harbor Pantry',
        ein: '12-3456789',
        company_name: null,
        approval_status: 'pending',
        rejection_reason: null,
        tax_exempt_doc_url: null,
        email_verified: true,
        created_at: '2024-01-01T00:00:00.000Z',
        // What the IRS files say (irs-evidence.test.ts checks it); here no file is imported.
        irs_evidence: expect.objectContaining({ found: false, summary: 'No IRS files imported yet.' }),
      });
    });

    it('treats % and _ in the search as plain text', async () => {
      const body = (await list(`search=${encodeURIComponent('100%')}`)).json();
      expect(body.users.map((user: { name: string }) => user.name)).toEqual(['100% Percent']);
    });

    it('filters by role and status, and sorts oldest first on request', async () => {
      const nonprofits = (await list('search=quokka&role=nonprofit&sort_by_date=asc')).json();
      expect(nonprofits.users.map((user: { name: string }) => user.name)).toEqual(['Quokka One', 'Someone']);
      const approved = (await list('search=quokka&role=nonprofit&status=approved')).json();
      expect(approved.users.map((user: { name: string }) => user.name)).toEqual(['Someone']);
      const cleared = (await list('search=quokka&role=&status=all')).json();
      expect(cleared.total).toBe(4);
    });

    it('pages through the results', async () => {
      const second = (await list('search=quokka&limit=3&page=2')).json();
      expect(second).toMatchObject({ total: 4, total_pages: 2, page: 2 });
      expect(second.users.map((user: { name: string }) => user.name)).toEqual(['Quokka One']);
      const beyond = (await list('search=quokka&limit=3&page=5')).json();
      expect(beyond.users).toEqual([]);
    });

    it('answers 400 to a limit over 100 or an unknown role', async () => {
      const tooMany = await list('limit=101');
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().detail[0].loc).toEqual(['querystring', 'limit']);
      expect((await list('role=superuser')).statusCode).toBe(400);
      expect((await list('sort_by_date=sideways')).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      expect((await t.request({ method: 'GET', url: '/api/admin/users/all' })).statusCode).toBe(401);
      const asDonor = await list('', donor);
      expect(asDonor.statusCode).toBe(403);
      expect(asDonor.json()).toEqual({ detail: 'Access denied. Admin privileges required.' });
      expect((await list('', nonprofit)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists the newest accounts for admins', async () => {
      const response = await t.request({ method: 'GET', url: '/api/admin/users', as: admin });
      expect(response.statusCode).toBe(200);
      const list = response.json().users;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list[0]).not.toHaveProperty('password_hash');
      expect(list[0]).not.toHaveProperty('passwordHash');
    });

    it('is for admins only', async () => {
      expect((await t.request({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url: '/api/admin/users', as: nonprofit })).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/users/{id}', () => {
    const one = (id: number | string, as: UserRow | undefined = admin, query = '') =>
      t.request({ method: 'GET', url: `/api/admin/users/${id}${query}`, as });

    it('opens any account, with the counts behind its requests, items and payments links', async () => {
      const giver = await createUser(t.ctx.db, { role: 'donor', name: 'Lookup Donor' });
      await createItem(t.ctx.db, { donorId: giver.id });
      await createItem(t.ctx.db, { donorId: giver.id, status: 'disabled' });
      const response = await one(giver.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: expect.objectContaining({ id: giver.id, name: 'Lookup Donor', role: 'donor', irs_evidence: null }),
        activity: { requests: 0, items: 2, invoices: 0 },
        approval_irs_evidence: null,
      });
      expect(response.json().user).not.toHaveProperty('password_hash');
    });

    it('answers 404 for an unknown account and 400 for an id that is not one', async () => {
      const missing = await one(987_654);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('User not found.');
      expect((await one('abc')).statusCode).toBe(400);
    });

    it('is for admins only, and admin_id must be the caller', async () => {
      expect((await t.request({ method: 'GET', url: `/api/admin/users/${donor.id}` })).statusCode).toBe(401);
      expect((await one(donor.id, donor)).statusCode).toBe(403);
      expect((await one(donor.id, nonprofit)).statusCode).toBe(403);
      expect((await one(donor.id, admin, `?admin_id=${donor.id}`)).statusCode).toBe(403);
      expect((await one(donor.id, admin, `?admin_id=${admin.id}`)).statusCode).toBe(200);
    });
  });
});
