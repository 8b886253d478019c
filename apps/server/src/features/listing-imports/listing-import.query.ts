import { LISTING_IMPORT_MESSAGES, type ListingImport } from '@app/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { listingImports } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

/** Its pictures in a state, written out in full: Drizzle leaves column names unqualified inside a one-table select. */
const picturesWith = (condition: SQL) =>
  sql<number>`(select count(*) from listing_import_images p where p.import_id = listing_imports.id and ${condition})`.mapWith(
    Number,
  );

/**
 * One import as its donor polls it: what it created and skipped, and how far its pictures are.
 * Undefined when there is none; 403 when it is another donor's.
 */
export async function loadListingImport(
  db: Queryable,
  donorId: number,
  importId: number,
): Promise<ListingImport | undefined> {
  const [record] = await db
    .select({
      id: listingImports.id,
      donorId: listingImports.donorId,
      fileName: listingImports.fileName,
      createdCount: listingImports.createdCount,
      skipped: listingImports.skipped,
      createdAt: listingImports.createdAt,
      total: picturesWith(sql`true`),
      done: picturesWith(sql`p.status = 'done'`),
      failed: picturesWith(sql`p.status = 'failed'`),
    })
    .from(listingImports)
    .where(eq(listingImports.id, importId));
  if (!record) return undefined;
  if (record.donorId !== donorId) throw forbidden(LISTING_IMPORT_MESSAGES.notYourImport);
  return {
    id: record.id,
    file_name: record.fileName,
    created: record.createdCount,
    skipped: record.skipped,
    images: { total: record.total, done: record.done, failed: record.failed },
    finished: record.done + record.failed >= record.total,
    created_at: record.createdAt.toISOString(),
  };
}
