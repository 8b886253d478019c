import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '#src/app';
import { SESSION_COOKIE } from '#src/platform/auth/session';
import { openDatabase } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';
import { itemsPageCacheOf, type ItemsPageCacheStats } from '#src/features/items/items.cache';
import { queryString, type Query } from './items.test-support';

/** Another server process on the test's database: its own app, its own page cache. */
export interface OtherServer {
  get(query: Query, as?: UserRow): Promise<{ statusCode: number; body: string }>;
  stats(): ItemsPageCacheStats;
  close(): Promise<void>;
}

/**
 * On PostgreSQL it opens a pool of its own, as a second process would; PGlite is one in-process
 * database, so there the second server shares the handle (and nothing else).
 */
export async function otherServer(t: TestApp, pages: number): Promise<OtherServer> {
  const url = t.ctx.database.url;
  const database = url ? await openDatabase({ databaseUrl: url, poolSize: 5 }) : t.ctx.database;
  const ctx = { ...t.ctx, database, db: database.db, config: { ...t.ctx.config, marketplaceCachePages: pages } };
  const app: FastifyInstance = await buildApp(ctx);
  await app.ready();
  return {
    async get(query, as) {
      const cookie = as ? `${SESSION_COOKIE}=${await t.sessionFor(as)}` : undefined;
      return app.inject({ method: 'GET', url: `/api/items?${queryString(query)}`, headers: cookie ? { cookie } : {} });
    },
    stats: () => itemsPageCacheOf(ctx).stats(),
    async close() {
      await app.close();
      if (url) await database.close();
    },
  };
}

/** Two servers with page caches on one database, and one without a cache: the truth. */
export interface Servers {
  t: TestApp;
  other: OtherServer;
  truth: OtherServer;
}

export async function serversOn(t: TestApp): Promise<Servers> {
  return { t, other: await otherServer(t, 200), truth: await otherServer(t, 0) };
}

export async function closeServers({ t, other, truth }: Servers): Promise<void> {
  await other.close();
  await truth.close();
  await t.close();
}

/** A query as someone (a visitor when `as` is undefined). */
export interface ViewedQuery {
  query: Query;
  as?: UserRow;
}

/**
 * Every query, and its second page, read from both caching servers equals the same read with no
 * cache (the second page by the uncached first page's cursor).
 */
export async function expectEveryPageAgrees(servers: Servers, queries: ViewedQuery[], after: string): Promise<void> {
  const { t, other, truth } = servers;
  for (const { query, as } of queries) {
    const first = await truth.get(query, as);
    expect(first.statusCode, first.body).toBe(200);
    const cursor = (JSON.parse(first.body) as { next_cursor: string | null }).next_cursor;
    for (const page of cursor ? [query, { ...query, cursor }] : [query]) {
      const expected: unknown = JSON.parse(page === query ? first.body : (await truth.get(page, as)).body);
      const [here, there] = await Promise.all([
        t.request({ method: 'GET', url: `/api/items?${queryString(page)}`, as }),
        other.get(page, as),
      ]);
      const what = `${after}: ${as ? `user ${as.id}` : 'visitor'}, ${queryString(page)}`;
      expect(JSON.parse(here.body), `${what}, this server`).toEqual(expected);
      expect(JSON.parse(there.body), `${what}, other server`).toEqual(expected);
    }
  }
}

export const TITLES = [
  'Office Chair',
  'Standing Desk',
  'Desk Lamp',
  'Laptop Stand',
  'Refurbished Laptop',
  'Winter Coat',
  'Rain Jacket',
  'Camping Lantern',
  'Folding Table',
  'Bookshelf',
];
export const CATEGORIES = ['Furniture', 'Electronics', 'Clothing'];

/** A seeded PRNG (mulberry32), so a failure replays the same writes. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}
