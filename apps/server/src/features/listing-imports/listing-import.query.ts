import { LISTING_IMPORT_MESSAGES, type ListingImport } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { listingImportImages, listingImports } from '#src/platform/database/schema';
import { forbidden } from '#src/platform/errors';

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
      total:
        sql<number>`(select count(*) from ${listingImportImages} where ${listingImportImages.importId} = ${listingImports.id})`.mapWith(
          Number,
        ),
      done: sql<number>`(select count(*) from ${listingImportImages} where ${listingImportImages.importId} = ${listingImports.id} and ${listingImportImages.status} = 'done')`.mapWith(
        Number,
      ),
      failed:
        sql<number>`(select count(*) from ${listingImportImages} where ${listingImportImages.importId} = ${listingImports.id} and ${listingImportImages.status} = 'failed')`.mapWith(
          Number,
        ),
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
