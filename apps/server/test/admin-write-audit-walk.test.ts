import { asc, count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/database/schema';
import { ADMIN_WRITE_ROUTES, buildWriteFixtures, type WriteFixtures } from './admin-write-audit-walk.calls';
import { createAppCollectingRoutes, type WalkRoute } from './bad-input-route-walk.support';
import type { TestApp } from './setup/test-app';

const name = (route: WalkRoute) => `${route.method} ${route.url}`;
const TABLE = 'ADMIN_WRITE_ROUTES in apps/server/test/admin-write-audit-walk.calls.ts';

/**
 * docs/product.md, Admin console: every admin write leaves exactly one audit entry, and the log is
 * append-only. The routes are those the app registers, so a new admin write route cannot slip
 * past: until the table says how to call it, the walk fails.
 */
describe('admin write walk: every admin write leaves exactly one audit entry', () => {
  let t: TestApp;
  let routes: WalkRoute[];
  let fixtures: WriteFixtures;
  const entries = () => t.ctx.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const total = async () => (await t.ctx.db.select({ total: count() }).from(auditLog))[0]!.total;

  beforeAll(async () => {
    ({ t, routes } = await createAppCollectingRoutes());
    fixtures = await buildWriteFixtures(t);
  });
  afterAll(() => t.close());

  const adminWrites = () => routes.filter((route) => route.url.startsWith('/api/admin') && route.method !== 'GET');

  it('knows every admin write route the app registers', () => {
    expect(adminWrites().length).toBeGreaterThanOrEqual(9);
    const unknown = adminWrites()
      .map(name)
      .filter((route) => !(route in ADMIN_WRITE_ROUTES))
      .map((route) => `${route}: add a row to ${TABLE} (a valid call, or why it writes nothing)`);
    expect(unknown).toEqual([]);
    const registered = new Set(routes.map(name));
    const stale = Object.keys(ADMIN_WRITE_ROUTES).filter((route) => !registered.has(route));
    expect(stale, `rows of ${TABLE} naming no route`).toEqual([]);
  });

  it('no route edits or deletes an audit entry', () => {
    const auditRoutes = routes.filter((route) => route.url.startsWith('/api/admin/audit'));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(auditRoutes.filter((route) => route.method !== 'GET').map(name)).toEqual([]);
  });

  it('each admin write, called validly, leaves exactly one entry by that admin, and the log only grows', async () => {
    const before = await entries();
    const failures: string[] = [];
    let audited = 0;
    for (const route of adminWrites()) {
      const entry = ADMIN_WRITE_ROUTES[name(route)];
      if (!entry || 'exempt' in entry) continue;
      const counted = await total();
      const response = await t.request({
        method: route.method as 'POST',
        url: entry.call.url(fixtures),
        payload: entry.call.payload?.(fixtures) ?? {},
        headers: entry.call.headers,
        as: fixtures.admin,
      });
      if (response.statusCode >= 300) {
        failures.push(`${name(route)}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      audited += 1;
      const added = (await total()) - counted;
      if (added !== 1) failures.push(`${name(route)}: left ${added} audit entries, not 1`);
      const [last] = await t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      if (added === 1 && last?.adminId !== fixtures.admin.id)
        failures.push(`${name(route)}: its entry names admin ${last?.adminId}, not the caller`);
    }
    expect(failures).toEqual([]);
    expect(audited).toBeGreaterThanOrEqual(8);

    // Append-only: every earlier entry is still there, unchanged, and the new ones came after.
    const after = await entries();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBe(before.length + audited);
  });
});
