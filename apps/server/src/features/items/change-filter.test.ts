import { itemsQuerySchema } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, type ItemFactoryInput } from '#src/factories/items';
import { createUser } from '#src/factories/users';
import { items } from '#src/platform/database/schema';
import { createTestApp, type TestApp } from '#test/setup/test-app';
import { insertItems } from '#test/support/items.test-support';
import { changedSince, matchesOf, readCatalogueVersion } from './catalogue-changes';
import { createCatalogueLog } from './catalogue-log';
import type { LoggedRow } from './change-filter';
import { pageDependency, type PageRead } from './items-page-dependency';
import { listItems } from './items.service';
import { resolveViewer } from './items.visibility';
import { createWordsTests } from './words-tests';

/** Every kind of filter and search a page can have, and the web-search syntax's operators. */
const QUERIES = [
  {},
  { search: 'chair' },
  { search: 'office cha' },
  { search: '"office chair"' },
  { search: 'chair -office' },
  { search: 'lamp or lantern' },
  { search: 'the' },
  { search: "o'neil" },
  { search: 'chiar' },
  { category: 'Furniture' },
  { delivery_option: ['donor_ships'] },
  { min_value: 50, max_value: 200 },
  { search: 'lamp', category: 'Electronics', delivery_option: ['nonprofit_pickup'] },
  { search: 'books', min_value: 10 },
];

/** How a page was found: whole words, whole words found only outside its filters, typos. */
const READS: Pick<PageRead, 'typos' | 'wordsElsewhere'>[] = [
  { typos: false, wordsElsewhere: false },
  { typos: false, wordsElsewhere: true },
  { typos: true, wordsElsewhere: false },
];

/**
 * The change filter keeps a cached page without asking the database only when no logged change could
 * have changed it. Against PostgreSQL's own check of the same logged rows (the page's `matches`
 * condition, catalogue-changes.ts), for every kind of page: wherever the database says a row matches,
 * the filter must say it may change the page. And it must be worth having: it rules out most rows.
 */
describe('change filter: never keeps a page a logged change matches', () => {
  let t: TestApp;
  let since: number;
  let donorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    since = await readCatalogueVersion(t.ctx.db);
    const donor = await createUser(t.ctx.db, { role: 'donor' });
    const nonprofit = await createUser(t.ctx.db, { role: 'nonprofit', approvalStatus: 'approved' });
    donorId = donor.id;
    const rows: Omit<ItemFactoryInput, 'donorId'>[] = [
      { title: 'Office Chair', category: 'Furniture', fmvCents: 12_000 },
      { title: 'Chairs for Events', description: 'Stackable.', category: 'Furniture', fmvCents: 4_000 },
      { title: 'Desk Lamp', category: 'Electronics', shippingOptions: ['nonprofit_pickup'], fmvCents: 2_500 },
      { title: 'Solar Lantern', description: 'Bright lamp for camping.', category: 'Electronics' },
      { title: "Children's Books", category: 'Books', fmvCents: 1_500, shippingOptions: ['electronic'] },
      { title: "O'Neil Reading Set", category: 'Books', fmvCents: 900 },
      { title: 'Office Supplies Box', category: 'Office Supplies', fmvCents: 30_000 },
      { title: 'Chair Cushion', category: 'Furniture', status: 'disabled' },
      { title: 'Chair Mat', category: 'Furniture', quantity: 0 },
      { title: 'Held Chair', category: 'Furniture', heldForNonprofitId: nonprofit.id },
      { title: 'Requested Chair', category: 'Furniture', status: 'requested' },
    ];
    for (const row of rows) await createItem(t.ctx.db, { ...row, donorId: donor.id });
  });
  afterAll(() => t.close());

  it('says a row may change a page wherever PostgreSQL says the row matches it', async () => {
    const version = await readCatalogueVersion(t.ctx.db);
    const log = createCatalogueLog(t.ctx.db);
    log.notice(since);
    const logged = (await log.rowsBetween(since, version)) as LoggedRow[];
    expect(logged.length).toBeGreaterThanOrEqual(11);
    const words = createWordsTests();
    const viewer = resolveViewer(null, {});
    let ruledOut = 0;
    let compared = 0;
    for (const raw of [...QUERIES, { donor_id: donorId }, { donor_id: donorId + 1000 }]) {
      const query = itemsQuerySchema.parse(raw);
      for (const how of READS) {
        if (how.typos && !query.search) continue;
        const dependency = pageDependency(viewer, query, { ...how, bound: null, counted: 0 });
        const matches = matchesOf(dependency.conditions());
        const result = (await t.ctx.db.execute(sql`
          select "items"."version", (${matches}) is true as "matches"
          from (select * from "catalogue_changes" where "version" > ${since}) as "items"
          order by "items"."version"`)) as unknown as { rows: { matches: boolean }[] };
        const filter = dependency.changeFilter;
        const test = filter.words && (await words.of(t.ctx.db, filter.words));
        expect(result.rows).toHaveLength(logged.length);
        logged.forEach((row, index) => {
          const may = filter.mayChange(row, test);
          compared++;
          if (!may) ruledOut++;
          if (result.rows[index]!.matches)
            expect(may, `${JSON.stringify(raw)} ${JSON.stringify(how)} row ${index}`).toBe(true);
        });
      }
    }
    expect(ruledOut / compared).toBeGreaterThan(0.4);
  });

  it('keeps a page of more than 1,000 matches only where the database keeps it too', async () => {
    const lamps = await createUser(t.ctx.db, { role: 'donor' });
    await insertItems(t.ctx.db, lamps.id, 1_150, 'Floor Lamp');
    const viewer = resolveViewer(null, {});
    const queries = [
      {},
      { sort_by: 'price_low' },
      { sort_by: 'price_high' },
      { sort_by: 'title' },
      { search: 'lamp', sort_by: 'price_low' },
      { search: 'lamp' },
    ].map((raw) => itemsQuerySchema.parse({ ...raw, donor_id: lamps.id, limit: 3 }));
    const since = await readCatalogueVersion(t.ctx.db);
    const pages = await Promise.all(queries.map((query) => listItems(t.ctx.db, viewer, query)));
    const log = createCatalogueLog(t.ctx.db);
    log.notice(since);
    const edit = (n: number, values: Partial<typeof items.$inferInsert>) =>
      t.ctx.db
        .update(items)
        .set(values)
        .where(and(eq(items.donorId, lamps.id), eq(items.title, `Floor Lamp ${n}`)));
    const words = createWordsTests();
    const steps = [
      () => edit(600, { fmvCents: 60_001 }), // far from every page's rows
      () => edit(700, { fmvCents: 1 }), // first by price, low to high
      () => edit(800, { fmvCents: 99_999_999 }), // first by price, high to low
      () => edit(900, { status: 'disabled' }), // leaves the count
      () => edit(1_150, { quantity: 2 }), // the newest
      () => edit(500, { title: 'Aardvark Lamp' }), // first by title
    ];
    let keptHere = 0;
    for (const step of steps) {
      const before = await readCatalogueVersion(t.ctx.db);
      await step();
      const version = await readCatalogueVersion(t.ctx.db);
      const rows = (await log.rowsBetween(before, version))!;
      for (const [index, { dependency }] of pages.entries()) {
        const filter = dependency.changeFilter;
        const test = filter.words && (await words.of(t.ctx.db, filter.words));
        const kept = filter.keeps(rows, test, dependency.countSlack);
        const check = await changedSince(t.ctx.db, before, dependency);
        if (kept) {
          keptHere++;
          expect(check.touched, `${JSON.stringify(queries[index])} after step ${steps.indexOf(step)}`).toBe(false);
          expect(kept.moved).toBeGreaterThanOrEqual(check.moved);
        }
      }
    }
    expect(keptHere).toBeGreaterThan(6);
  });

  it('says yes to a donor rename, and to a new title word on a typo-tolerant page only', async () => {
    const rename = { version: 1, everyPage: true, newTitleWords: false } as LoggedRow;
    const taught: LoggedRow = {
      version: 1,
      everyPage: false,
      newTitleWords: true,
      id: 1,
      createdKey: null,
      donorId: 1,
      category: 'Books',
      fmvCents: 100,
      quantity: 1,
      shippingOptions: ['electronic'],
      status: 'available',
      heldForNonprofitId: null,
      lexemes: new Set(['zither']),
    };
    const query = itemsQuerySchema.parse({ search: 'chiar', category: 'Furniture' });
    const whole = pageDependency(resolveViewer(null, {}), query, {
      typos: false,
      wordsElsewhere: false,
      bound: null,
      counted: 0,
    });
    const typos = pageDependency(resolveViewer(null, {}), query, {
      typos: true,
      wordsElsewhere: false,
      bound: null,
      counted: 0,
    });
    const test = await createWordsTests().of(t.ctx.db, whole.changeFilter.words!);
    expect(whole.changeFilter.mayChange(rename, test)).toBe(true);
    expect(whole.changeFilter.mayChange(taught, test)).toBe(false);
    expect(typos.changeFilter.mayChange(taught, test)).toBe(true);
  });
});
