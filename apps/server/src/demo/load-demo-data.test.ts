import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ItemsPage } from '@app/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, requests, users } from '../platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { DEMO_ITEMS } from './demo-items';
import { loadDemoData } from './load-demo-data';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../web/public');

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await loadDemoData(t.ctx, pino({ level: 'silent' }));
  });
  afterAll(() => t.close());

  const itemsAs = async (email?: string) => {
    const user = email ? (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0] : undefined;
    const response = await t.request({ method: 'GET', url: '/api/items?limit=60', as: user });
    return response.json() as ItemsPage;
  };

  it('lists at least 40 items across categories, states and delivery options, each with its own picture', async () => {
    const page = await itemsAs();
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(new Set(page.items.map((item) => item.category)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(page.items.map((item) => item.state)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(page.items.flatMap((item) => item.shipping_options)).size).toBe(3);
    for (const item of page.items) {
      expect(item.image_url).toMatch(/^\/demo-items\/.+\.webp$/);
      expect(existsSync(path.join(WEB_PUBLIC, item.image_url)), item.image_url).toBe(true);
    }
    expect(new Set(DEMO_ITEMS.map((item) => item.title)).size).toBe(DEMO_ITEMS.length);
  });

  it('gives the Evanston nonprofit a view narrowed by donor scope', async () => {
    const visitor = await itemsAs();
    const nonprofit = await itemsAs('nonprofit@demo.example');
    expect(nonprofit.total).toBeLessThan(visitor.total);
    const companies = new Set(nonprofit.items.map((item) => item.donor_company_name));
    expect(companies).toContain('Acme Corporate Giving');
    expect(companies).toContain('Lakeview Hardware & Supply');
    expect(companies).toContain('Capitol City Furnishings');
    expect(companies).not.toContain('Lone Star Office Outfitters');
    expect(companies).not.toContain('Bay Area Tech Recyclers');
  });

  it('keeps disabled and pending-review demo items off the marketplace but in the database', async () => {
    const all = await t.ctx.db.select({ status: items.status }).from(items);
    expect(all).toHaveLength(DEMO_ITEMS.length);
    expect(all.some((item) => item.status === 'disabled')).toBe(true);
    expect(all.some((item) => item.status === 'pending_review')).toBe(true);
  });

  it('hands the demo donor and nonprofit a request history, and loads only once', async () => {
    expect((await t.ctx.db.select().from(requests)).length).toBeGreaterThan(0);
    const before = (await t.ctx.db.select().from(users)).length;
    await loadDemoData(t.ctx, pino({ level: 'silent' }));
    expect(await t.ctx.db.select().from(users)).toHaveLength(before);
  });
});
