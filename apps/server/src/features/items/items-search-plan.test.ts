import { itemsQuerySchema } from '@app/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '#src/factories/users';
import { GENERIC_PLAN_SETTINGS } from '#src/platform/database/generic-plan-pool';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { buildItemsQuery, listItems } from './items.service';
import type { Viewer } from './items.visibility';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of a statement prepared on `client` and run with its parameters (generic when the session forces it). */
async function preparedPlan(client: pg.PoolClient, statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  await client.query(`prepare shape as ${statement.sql}`);
  const values = statement.params.map((value) =>
    typeof value === 'number' ? String(value) : client.escapeLiteral(String(value)),
  );
  const result = await client.query(`explain (format json) execute shape(${values.join(', ')})`);
  await client.query('deallocate shape');
  return (result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
}

const visitor: Viewer = { role: 'visitor', point: null, state: null };
const nonprofit: Viewer = { role: 'nonprofit', point: { latitude: 34.05, longitude: -118.24 }, state: 'CA' };

/** Whole-word searches by relevance of every shape the marketplace sends: filters, places, a second page. */
const SHAPES: [string, Viewer, Record<string, unknown>][] = [
  ['a word', visitor, { search: 'chair' }],
  ['a word in a category', visitor, { search: 'chair', category: 'Furniture' }],
  ['a word, category and option', visitor, { search: 'chair', category: 'Furniture', delivery_option: 'donor_ships' }],
  ['two words, two options', visitor, { search: 'office chair', delivery_option: ['nonprofit_pickup', 'donor_ships'] }],
  ['a nonprofit', nonprofit, { search: 'chair' }],
  ['a nonprofit, statewide', nonprofit, { search: 'chair', location: 'statewide' }],
  ['a nonprofit, local', nonprofit, { search: 'chair', location: 'local_community' }],
  ['a nonprofit, citywide in a category', nonprofit, { search: 'lamp', location: 'citywide', category: 'Furniture' }],
  ['web search syntax', visitor, { search: '"office chair" -lamp', category: 'Furniture' }],
  ['stop words only', visitor, { search: 'the', category: 'Furniture' }],
  // A search sorted by price or title reads its matches up to the count's cap before it walks.
  ['by price, with a range', visitor, { search: 'lamp', sort_by: 'price_low', min_value: 5, max_value: 50 }],
  ['by title, one donor', visitor, { search: 'lamp', sort_by: 'title', donor_id: 1 }],
  ['a nonprofit, by price', nonprofit, { search: 'chair', sort_by: 'price_high', location: 'statewide' }],
];

describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('whole-word searches on their generic plan', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    // The benchmark's size and spread (100,000 items over categories, options, states, places and
    // prices), so that the planner weighs the indexes as it would in production.
    await t.ctx.db.execute(sql`
      insert into items (donor_id, title, description, category, fmv_cents, quantity, initial_quantity,
                         shipping_options, state, latitude, longitude, donor_scope, status)
      select ${donor.id}, nouns[1 + n % 6] || ' ' || n, 'Gently used ' || nouns[1 + n % 5] || ', cleaned.',
             categories[1 + n % 5], 100 + n % 100000, 1 + n % 3, 3,
             case when n % 3 = 0 then array['nonprofit_pickup', 'donor_ships'] else array[options[1 + n % 2]] end,
             states[1 + n % 4], 30 + (n % 1000) / 100.0, -120 + (n % 700) / 50.0,
             scopes[1 + n % 4], case when n % 20 = 0 then 'completed' else 'available' end
      from generate_series(1, 100000) as n,
        (select array['Office chair', 'Desk lamp', 'Winter coat', 'Yoga mat', 'Paper ream', 'Tool kit'] as nouns,
                array['Furniture', 'Electronics', 'Clothing', 'Sports Equipment', 'Tools'] as categories,
                array['nonprofit_pickup', 'donor_ships'] as options,
                array['CA', 'TX', 'IL', 'NY'] as states,
                array['nationwide', 'statewide', 'citywide', 'local_community'] as scopes) as vocabulary`);
    await t.ctx.db.execute(sql`analyze items`);
  }, 120_000);
  afterAll(() => t.close());

  it('reads every shape from a search index, never scanning the items or their places', async () => {
    const client: pg.PoolClient = await t.ctx.database.pool!.connect();
    try {
      // As the search pool's connections are set.
      await client.query('begin');
      await client.query(`set local plan_cache_mode = ${GENERIC_PLAN_SETTINGS.plan_cache_mode}`);
      const firstPage = await listItems(t.ctx.db, visitor, itemsQuerySchema.parse({ search: 'lamp' }));
      const secondPage = { search: 'lamp', cursor: firstPage.page.next_cursor };
      expect(secondPage.cursor).toBeTruthy();
      for (const [label, viewer, input] of [...SHAPES, ['a second page', visitor, secondPage] as const]) {
        const query = itemsQuerySchema.parse(input);
        const statement = buildItemsQuery(t.ctx.db, viewer, query, { wholeWords: true, sorted: 'capped' }).toSQL();
        const plan = await preparedPlan(client, statement);
        const indexes = nodesOf(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
        expect(
          indexes.some((name) => /^items_search(_filters)?_idx$/.test(name)),
          label,
        ).toBe(true);
        expect(indexes, label).not.toContain('items_lat_lon_idx');
        const itemScans = nodesOf(plan).filter((node) => node['Relation Name'] === 'items');
        expect(
          itemScans.map((node) => node['Node Type']),
          label,
        ).not.toContain('Seq Scan');
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('browsing walks a listed-items index in sort order: the hold on items answering a need is in its predicate', async () => {
    const client: pg.PoolClient = await t.ctx.database.pool!.connect();
    try {
      const shapes: [string, Record<string, unknown>, string][] = [
        ['newest first', {}, 'items_listed_created_idx'],
        ['price, low to high', { sort_by: 'price_low' }, 'items_listed_fmv_idx'],
        ['title', { sort_by: 'title' }, 'items_listed_title_idx'],
      ];
      for (const [label, input, index] of shapes) {
        const statement = buildItemsQuery(t.ctx.db, visitor, itemsQuerySchema.parse(input)).toSQL();
        const result = await client.query(`explain (format json) ${statement.sql}`, statement.params);
        const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
        expect(
          nodesOf(plan).map((node) => node['Index Name']),
          label,
        ).toContain(index);
      }
    } finally {
      client.release();
    }
  });

  it('a search sorted by price or title walks the sort index on its generic plan, and pages agree with sorting every match', async () => {
    const client: pg.PoolClient = await t.ctx.database.pool!.connect();
    try {
      await client.query('begin');
      await client.query(`set local plan_cache_mode = ${GENERIC_PLAN_SETTINGS.plan_cache_mode}`);
      const shapes: [string, Record<string, unknown>, string][] = [
        ['by price', { search: 'lamp', sort_by: 'price_low' }, 'items_listed_fmv_idx'],
        [
          'by title, in a category',
          { search: 'lamp', sort_by: 'title', category: 'Electronics' },
          'items_listed_title_idx',
        ],
      ];
      for (const [label, input, index] of shapes) {
        const statement = buildItemsQuery(t.ctx.db, nonprofit, itemsQuerySchema.parse(input), {
          wholeWords: true,
        }).toSQL();
        const nodes = nodesOf(await preparedPlan(client, statement));
        expect(
          nodes.map((node) => node['Index Name']),
          label,
        ).toContain(index);
        expect(
          nodes.filter((node) => node['Relation Name'] === 'items').map((node) => node['Node Type']),
          label,
        ).not.toContain('Seq Scan');
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
    // "lamp" (a sixth of the items) is walked; "5" (11,111 numbers from 5 to 59999) has no match among
    // the 10,000 dearest items, so its walk gives up and its matches are gathered; "4242" (eleven) is
    // gathered at once. Two pages of each agree with every match sorted.
    const { searchDb, db } = t.ctx.database;
    for (const [search, sortBy, order] of [
      ['lamp', 'price_low', 'fmv_cents asc, id asc'],
      ['5', 'price_high', 'fmv_cents desc, id desc'],
      ['4242', 'title', 'title asc, id asc'],
    ] as const) {
      const expected = (await db.execute(sql`select title from items
        where search_vector @@ to_tsquery('english', ${`${search}:*`}) order by ${sql.raw(order)} limit 20`)) as unknown as {
        rows: { title: string }[];
      };
      const first = await listItems(
        db,
        visitor,
        itemsQuerySchema.parse({ search, sort_by: sortBy, limit: 10 }),
        searchDb,
      );
      const second = await listItems(
        db,
        visitor,
        itemsQuerySchema.parse({ search, sort_by: sortBy, limit: 10, cursor: first.page.next_cursor ?? undefined }),
        searchDb,
      );
      expect(
        [...first.page.items, ...second.page.items].map((item) => item.title),
        search,
      ).toEqual(expected.rows.map((row) => row.title));
      expect(first.page.total_capped, search).toBe(search !== '4242');
    }
  });

  it('a walked page holds the rows that gathering and sorting every match gives, for every viewer and filter, and so does the page shown', async () => {
    const shapes: [Viewer, Record<string, unknown>][] = [
      [visitor, { sort_by: 'price_high' }],
      [visitor, { sort_by: 'title', category: 'Furniture', delivery_option: 'donor_ships' }],
      [visitor, { sort_by: 'price_low', min_value: 500, max_value: 900, user_state: 'TX', location: 'statewide' }],
      [nonprofit, { sort_by: 'price_low' }],
      [nonprofit, { sort_by: 'title', location: 'local_community' }],
      [nonprofit, { sort_by: 'price_high', location: 'statewide', delivery_option: 'nonprofit_pickup' }],
      [nonprofit, { sort_by: 'price_low', category: 'Tools', location: 'citywide' }],
    ];
    const { searchDb, db } = t.ctx.database;
    let walkedPages = 0;
    for (const [viewer, input] of shapes) {
      const query = itemsQuerySchema.parse({ search: 'office', limit: 30, ...input });
      const label = `${viewer.role} ${JSON.stringify(input)}`;
      const gathered = await buildItemsQuery(db, viewer, query, { wholeWords: true, sorted: 'gather' });
      expect(gathered.length, label).toBe(31);
      const walked = await buildItemsQuery(db, viewer, query, { wholeWords: true });
      if (walked.length === 31) {
        walkedPages++;
        expect(
          walked.map((row) => row.id),
          label,
        ).toEqual(gathered.map((row) => row.id));
      }
      // Walked or, past the walk's budget, gathered: the page shown is the same.
      const { page } = await listItems(db, viewer, query, searchDb);
      expect(
        page.items.map((item) => item.id),
        label,
      ).toEqual(gathered.slice(0, 30).map((row) => row.id));
    }
    expect(walkedPages).toBeGreaterThanOrEqual(4);
  });

  it('prepares a whole-word search once per connection and never plans it again', async () => {
    const query = itemsQuerySchema.parse({ search: 'chair', category: 'Furniture', delivery_option: 'donor_ships' });
    const { searchDb, db } = t.ctx.database;
    const first = await listItems(db, visitor, query, searchDb);
    const second = await listItems(db, visitor, query, searchDb);
    expect(second.page).toEqual(first.page);
    expect(first.page.total).toBeGreaterThan(0);
    const prepared = (await searchDb.execute(sql`
      select generic_plans, custom_plans from pg_prepared_statements
      where statement like 'with "matches"%' and statement like '%ts_rank%'`)) as unknown as {
      rows: { generic_plans: string; custom_plans: string }[];
    };
    expect(prepared.rows).toHaveLength(1);
    expect(Number(prepared.rows[0]!.generic_plans)).toBe(2);
    expect(Number(prepared.rows[0]!.custom_plans)).toBe(0);
    // The other statements keep their plans chosen for their values.
    const setting = (await db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] };
    expect(setting.rows[0]!.plan_cache_mode).toBe('auto');
  });
});
