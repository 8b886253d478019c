import type { ItemsPage } from '@app/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Queryable } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import type { TestApp } from '../setup/test-app';

export type Query = Record<string, string | number | (string | number)[] | undefined>;

/** `a=1&b=x&b=y` from an object; arrays repeat the key as the marketplace does for delivery_option. */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return params.toString();
}

export async function getItems(t: TestApp, query: Query = {}, as?: UserRow): Promise<ItemsPage> {
  const response = await t.request({ method: 'GET', url: `/api/items?${queryString(query)}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ItemsPage;
}

export const titlesOf = (page: ItemsPage) => page.items.map((item) => item.title);

/** Follows next_cursor to the end; fails on a repeated item or a page past `maxPages`. */
export async function walkAllPages(t: TestApp, query: Query, as?: UserRow, maxPages = 50): Promise<ItemsPage[]> {
  const pages: ItemsPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await getItems(t, { ...query, cursor }, as);
    pages.push(page);
    cursor = page.next_cursor ?? undefined;
    expect(pages.length).toBeLessThanOrEqual(maxPages);
  } while (cursor);
  return pages;
}

/**
 * `count` listed items of one donor in one statement: "<title> <n>", worth $n, one a minute apart
 * (newest last), for tests that need more matches than the marketplace counts.
 */
export async function insertItems(db: Queryable, donorId: number, count: number, title: string): Promise<void> {
  await db.execute(sql`
    insert into items (donor_id, title, description, category, fmv_cents, quantity, initial_quantity,
                       shipping_options, created_at)
    select ${donorId}, ${title} || ' ' || n, 'One of many.', 'Miscellaneous', 100 * n, 1, 1, array['donor_ships'],
           timestamptz '2024-01-01 00:00:00+00' + n * interval '1 minute'
    from generate_series(1, ${count}::int) as n`);
}
