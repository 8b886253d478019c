import { ADMIN_ACCESS_DENIED, ADMIN_SETTINGS_MESSAGES, adminSettingsOf, SITE_SETTINGS_DEFAULTS } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { createUser } from '#src/factories/users';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { openDatabase, type DatabaseHandle } from '#src/platform/database/client';
import { auditLog, siteSettings, type UserRow } from '#src/platform/database/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#test/setup/test-app';
import { approvedRequest, feeOf } from '#test/support/invoices.test-support';
import { listItem } from '#test/support/items-write.test-support';
import { fundedNonprofit, requestRow } from '#test/support/requests.test-support';

const DEFAULTS = adminSettingsOf(SITE_SETTINGS_DEFAULTS);
const NEVER_CHANGED = Object.fromEntries(Object.keys(DEFAULTS).map((key) => [key, null]));

describe('admin: site settings', () => {
  let t: TestApp;
  let admin: UserRow;
  let donor: UserRow;
  let nonprofit: UserRow;

  /** null: anonymous. */
  const read = (user: UserRow | null = admin, query = '') =>
    t.request({ method: 'GET', url: `/api/admin/settings${query}`, as: user ?? undefined });
  const save = (payload: object, user: UserRow | null = admin) =>
    t.request({ method: 'PUT', url: '/api/admin/settings/update', payload, as: user ?? undefined });
  const stored = () => t.ctx.db.select().from(siteSettings).orderBy(asc(siteSettings.key));
  const audits = () =>
    t.ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings')).orderBy(asc(auditLog.id));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved', name: 'Avery Admin' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await fundedNonprofit(t.ctx.db, 200, { approvalStatus: 'approved' });
  });
  afterAll(() => t.close());

  it('is for the signed-in admin only', async () => {
    const calls = [
      (user: UserRow | null, adminId?: number) => read(user, adminId ? `?admin_id=${adminId}` : ''),
      (user: UserRow | null, adminId?: number) => save({ featured_items_limit: 3, admin_id: adminId }, user),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const user of [donor, nonprofit]) {
        const refused = await call(user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ detail: ADMIN_ACCESS_DENIED });
      }
      expect((await call(admin, donor.id)).statusCode).toBe(403);
      expect((await call(admin, admin.id)).statusCode).toBe(200);
    }
    // The admin's own call saved 3 (then the reads below start from the defaults again).
    expect((await save({ featured_items_limit: 10 })).statusCode).toBe(200);
    await t.ctx.db.delete(auditLog);
    await t.ctx.db.delete(siteSettings);
  });

  it('reads every setting, defaults for those never saved, the shipping fee in dollars, no history yet', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: DEFAULTS, history: NEVER_CHANGED });
    expect(response.json().settings.shipping_flat_fee).toBe(25);
  });

  it('refuses bad values with 400 and saves nothing', async () => {
    const bad: object[] = [
      {},
      { donor_response_deadline_days: 0 },
      { donor_response_deadline_days: 2.5 },
      { donor_response_deadline_days: '7' },
      { upfront_fee_percentage: -0.1 },
      { upfront_fee_percentage: 100.1 },
      { post_event_fee_percentage: 7.25 },
      { post_event_fee_percentage: null },
      { featured_items_limit: 0 },
      { max_request_batch_size: 0 },
      { max_request_batch_size: 1.5 },
      { require_item_approval: 'yes' },
      { shipping_flat_fee: -1 },
      { shipping_flat_fee: 12.345 },
      { shipping_flat_fee: 10_000.01 },
      { shipping_flat_fee: '25.00' },
      // The stored name is not the API's: sending cents is refused, not silently ignored.
      { shipping_flat_fee_cents: 3000 },
      { site_name: 'Elsewhere' },
      { featured_items_limit: 4, upfront_fee_percentage: 'five' },
    ];
    for (const payload of bad) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().detail, JSON.stringify(payload)).toBeTruthy();
    }
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('saves a partial change with one audit entry, and the change takes effect at once', async () => {
    const response = await save({ require_item_approval: true, upfront_fee_percentage: 4.5, featured_items_limit: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: ADMIN_SETTINGS_MESSAGES.updated,
      settings: { ...DEFAULTS, require_item_approval: true, upfront_fee_percentage: 4.5 },
    });
    // The featured limit was sent unchanged: only what changed is audited.
    expect(await audits()).toMatchObject([
      {
        adminId: admin.id,
        action: 'update_settings',
        targetLabel: 'Site settings',
        before: { require_item_approval: false, upfront_fee_percentage: 5 },
        after: { require_item_approval: true, upfront_fee_percentage: 4.5 },
      },
    ]);

    const listing = await listItem(t, donor, { title: 'Reviewed Globe' });
    expect(listing.status).toBe('pending_review');

    // Saving the same values again writes nothing.
    expect((await save({ require_item_approval: true })).statusCode).toBe(200);
    expect(await audits()).toHaveLength(1);

    expect((await save({ require_item_approval: false })).statusCode).toBe(200);
    expect((await listItem(t, donor, { title: 'Listed Globe' })).status).toBe('available');
    expect(await audits()).toHaveLength(2);
  });

  it('takes the shipping fee in dollars with cents and stores cents', async () => {
    const response = await save({ shipping_flat_fee: 30.5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings.shipping_flat_fee).toBe(30.5);
    const row = (await stored()).find((setting) => setting.key === 'shipping_flat_fee_cents');
    expect(row?.value).toBe(3050);
    expect((await audits()).at(-1)).toMatchObject({
      before: { shipping_flat_fee_cents: 2500 },
      after: { shipping_flat_fee_cents: 3050 },
    });
    // 0.1 + 0.2 style binary fractions still land on whole cents.
    expect((await save({ shipping_flat_fee: 19.99 })).statusCode).toBe(200);
    expect((await stored()).find((setting) => setting.key === 'shipping_flat_fee_cents')?.value).toBe(1999);
  });

  it('says for each setting its last change: from, to, by whom and when', async () => {
    const { history } = (await read()).json();
    expect(history.require_item_approval).toEqual({
      from: true,
      to: false,
      changed_by: 'Avery Admin',
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
    expect(history.upfront_fee_percentage).toMatchObject({ from: 5, to: 4.5, changed_by: 'Avery Admin' });
    expect(history.shipping_flat_fee).toMatchObject({ from: 30.5, to: 19.99 });
    expect(history.featured_items_limit).toBeNull();
    expect(history.donor_response_deadline_days).toBeNull();
  });

  describe('with a second server on the same database', () => {
    let otherDatabase: DatabaseHandle | undefined;
    let other: FastifyInstance;
    let viaOther: TestApp;

    beforeAll(async () => {
      // On PostgreSQL a pool of its own, as another process would have; PGlite is one in-process database.
      const url = t.ctx.database.url;
      otherDatabase = url ? await openDatabase({ databaseUrl: url, poolSize: 3 }) : undefined;
      const database = otherDatabase ?? t.ctx.database;
      other = await buildApp({ ...t.ctx, database, db: database.db });
      await other.ready();
      const headersFor = async (as: UserRow | string | undefined) =>
        as === undefined ? {} : { cookie: `${SESSION_COOKIE}=${typeof as === 'string' ? as : await t.sessionFor(as)}` };
      viaOther = {
        ...t,
        app: other,
        request: async ({ as, headers, ...options }) =>
          other.inject({ ...options, headers: { origin: TEST_ORIGIN, ...(await headersFor(as)), ...headers } }),
      };
    });
    afterAll(async () => {
      await other.close();
      await otherDatabase?.close();
    });

    it('a changed fee is used by the next invoice, on every server at once', async () => {
      const before = await approvedRequest(viaOther, donor, nonprofit, { fmvCents: 10_000, eventInDays: -2 });
      expect(before.invoice.platformFeeCents).toBe(feeOf(10_000, SITE_SETTINGS_DEFAULTS.post_event_fee_percentage));

      expect((await save({ post_event_fee_percentage: 12.5, donor_response_deadline_days: 3 })).statusCode).toBe(200);
      // The other server reads the new values straight away: nothing is cached per process.
      const seen = await viaOther.request({ method: 'GET', url: '/api/admin/settings', as: admin });
      expect(seen.json().settings).toMatchObject({ post_event_fee_percentage: 12.5, donor_response_deadline_days: 3 });

      const after = await approvedRequest(viaOther, donor, nonprofit, { fmvCents: 10_000, eventInDays: -2 });
      expect(after.invoice.feePercentage).toBe('12.50');
      expect(after.invoice.platformFeeCents).toBe(1250);
      // So does the deadline of a new request.
      const { expiresAt } = await requestRow(t.ctx.db, after.requestId);
      const days = (expiresAt!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThanOrEqual(3);
      // The invoice issued before the change keeps its fee.
      expect(before.invoice.platformFeeCents).toBe(800);
    });
  });
});
