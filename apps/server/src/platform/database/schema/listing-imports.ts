import type { ImportImageStatus } from '@app/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './marketplace';
import { users } from './users';

/**
 * A spreadsheet of listings a donor confirmed (docs/product.md, Bulk listing): what it created and
 * which rows it skipped with why. Its pictures are fetched afterwards (listing_import_images).
 */
export const listingImports = pgTable(
  'listing_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    donorId: integer('donor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    createdCount: integer('created_count').notNull(),
    skipped: jsonb('skipped').$type<{ row: number; reason: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listing_imports_donor_idx').on(table.donorId, table.createdAt.desc())],
);
export type ListingImportRow = typeof listingImports.$inferSelect;

/**
 * One image URL of an imported listing, fetched in the background by whichever process claims it
 * (FOR UPDATE SKIP LOCKED); a claim older than a few minutes was left by a process that stopped.
 */
export const listingImportImages = pgTable(
  'listing_import_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => listingImports.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Its place among the item's pictures (0 = the first, the card's). */
    position: integer('position').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<ImportImageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Why it failed, in the donor's words. */
    error: text('error'),
  },
  (table) => [
    index('listing_import_images_import_idx').on(table.importId),
    index('listing_import_images_item_idx').on(table.itemId),
    index('listing_import_images_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    check('listing_import_images_status_known', sql`${table.status} in ('pending', 'done', 'failed')`),
  ],
);
export type ListingImportImageRow = typeof listingImportImages.$inferSelect;
