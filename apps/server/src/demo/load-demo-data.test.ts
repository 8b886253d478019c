import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ItemsPage } from '@app/shared';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, needOffers, requests, users } from '../platform/database/schema';
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
    // The catalogue, and the listing a demo donor offered for a need.
    expect(all).toHaveLength(DEMO_ITEMS.length + (await t.ctx.db.select().from(needOffers)).length);
    expect(all.some((item) => item.status === 'disabled')).toBe(true);
    expect(all.some((item) => item.status === 'pending_review')).toBe(true);
  });

  it('gives the demo donor’s board open needs of the demo nonprofit, one with an answer waiting', async () => {
    const [donor] = await t.ctx.db.select().from(users).where(eq(users.email, 'donor@demo.example'));
    const board = (await t.request({ method: 'GET', url: `/api/needs?donor_id=${donor!.id}`, as: donor })).json() as {
      needs: { nonprofit_name: string; actions: string[] }[];
    };
    expect(board.needs.length).toBeGreaterThanOrEqual(2);
    expect(board.needs.every((need) => need.nonprofit_name === 'Lakeside Youth Alliance')).toBe(true);
    expect(board.needs.every((need) => need.actions.includes('answer'))).toBe(true);
    const [nonprofit] = await t.ctx.db.select().from(users).where(eq(users.email, 'nonprofit@demo.example'));
    const tab = (
      await t.request({ method: 'GET', url: `/api/nonprofit/${nonprofit!.id}/needs`, as: nonprofit })
    ).json() as {
      needs: { offers: { status: string; actions: string[] }[] }[];
    };
    const waiting = tab.needs.flatMap((need) => need.offers).filter((offer) => offer.status === 'offered');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.actions).toEqual(['accept', 'decline']);
    // Held for the nonprofit, the offered listing is in no one's marketplace.
    expect((await itemsAs()).items.map((item) => item.title)).not.toContain('Folding table, 6 ft');
  });

  it('hands the demo donor and nonprofit a request history, and loads only once', async () => {
    expect((await t.ctx.db.select().from(requests)).length).toBeGreaterThan(0);
    const before = (await t.ctx.db.select().from(users)).length;
    await loadDemoData(t.ctx, pino({ level: 'silent' }));
    expect(await t.ctx.db.select().from(users)).toHaveLength(before);
  });
});
