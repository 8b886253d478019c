import { ADMIN_ACCESS_DENIED, ADMIN_SETTINGS_MESSAGES, SITE_SETTINGS_DEFAULTS } from '@app/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { auditLog, siteSettings, type UserRow } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { listItem } from '#test/support/items-write.test-support';

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
  const audits = () => t.ctx.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings'));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.ctx.db, { role: 'admin', approvalStatus: 'approved' });
    donor = await createUser(t.ctx.db, { role: 'donor' });
    nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
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
    }
    expect(await stored()).toEqual([]);
  });

  it('reads every setting, defaults for those never saved', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: SITE_SETTINGS_DEFAULTS });
  });

  it('refuses bad values with 400 and saves nothing', async () => {
    const bad: object[] = [
      {},
      { donor_response_deadline_days: 0 },
      { donor_response_deadline_days: 2.5 },
      { upfront_fee_percentage: -0.1 },
      { upfront_fee_percentage: 100.1 },
      { post_event_fee_percentage: 7.25 },
      { featured_items_limit: 0 },
      { max_request_batch_size: 0 },
      { require_item_approval: 'yes' },
      { shipping_flat_fee_cents: -1 },
      { site_name: 'Elsewhere' },
      { featured_items_limit: 4, upfront_fee_percentage: 'five' },
    ];
    for (const payload of bad) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().detail).toBeTruthy();
    }
    expect(await stored()).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('saves a partial change with one audit entry, and the change takes effect at once', async () => {
    const response = await save({ require_item_approval: true, upfront_fee_percentage: 4.5, featured_items_limit: 10 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: ADMIN_SETTINGS_MESSAGES.updated,
      settings: { ...SITE_SETTINGS_DEFAULTS, require_item_approval: true, upfront_fee_percentage: 4.5 },
    });
    expect((await read()).json().settings).toMatchObject({ require_item_approval: true, upfront_fee_percentage: 4.5 });
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
});
