import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from './tsvector';

/** What the marketplace's page cache reads to know whether a cached page is still current. */

/**
 * One row whose version goes up when a transaction that changed what the marketplace shows commits
 * (deferred triggers on items and on donor names, migrations 0005 and 0012). Cached item pages
 * remember the version they were read at, so every server process notices a change on its next read.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Changes up to this version are no longer in catalogue_changes: a page read before it is reread. */
    prunedThrough: bigint('pruned_through', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_single_row', sql`${table.id} = 1`)],
);

/**
 * What each catalogue version changed: every inserted, updated or deleted item row as it was before
 * and after, written at commit with the version it made (migration 0012). The columns are the
 * columns of `items` the marketplace filters and sorts on, under the same names, so a cached page's
 * own conditions can be asked whether any of these rows would change it
 * (features/items/catalogue-changes.ts).
 * `every_page` marks a change every card may show (a donor's name).
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    everyPage: boolean('every_page').notNull().default(false),
    id: integer('id'),
    donorId: integer('donor_id'),
    title: text('title'),
    category: text('category'),
    fmvCents: integer('fmv_cents'),
    quantity: integer('quantity'),
    shippingOptions: text('shipping_options').array(),
    status: text('status'),
    state: text('state'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    donorScope: text('donor_scope'),
    searchVector: tsvector('search_vector'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    /** Held for a need's nonprofit (migration 0027): the listed condition reads it. */
    heldForNonprofitId: integer('held_for_nonprofit_id'),
    /**
     * The transaction taught the vocabulary a title word (migration 0030): a typo-tolerant page may
     * now match items anywhere, found by that word in their descriptions.
     */
    newTitleWords: boolean('new_title_words').notNull().default(false),
  },
  (table) => [index('catalogue_changes_version_idx').on(table.version)],
);
