import {
  checkImportRows,
  LISTING_IMPORT_MESSAGES,
  type ImportConfirm,
  type ImportRowValues,
  type ListingImport,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '#src/platform/database/client';
import { items, listingImportImages, listingImports } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';
import { newListingRow, newListingTerms } from '../items';
import { existingListingKeys } from './existing-listings';
import { loadListingImport } from './listing-import.query';

/** Rows per INSERT: about 20 parameters a listing, well under PostgreSQL's 65,535 a statement. */
const INSERT_BATCH = 1_000;

export const ALREADY_LISTED = 'Already listed: one of your listings has this SKU or title';

type Row = { row: number; values: ImportRowValues };

/**
 * POST /listing-imports: the confirmed rows checked again (the browser's checks are a courtesy) and
 * every valid one listed by the listing service's own rules, in one transaction with the import's
 * record and its pictures to fetch; rows with errors or already listed are skipped, each with why
 * (docs/product.md, Bulk listing). One import per donor at a time, so the same file confirmed
 * twice at once cannot list a row twice.
 */
export async function confirmImport(db: Database, donorId: number, body: ImportConfirm): Promise<ListingImport> {
  const rows = body.rows as Row[];
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing_import:${donorId}`}))`);
    const terms = await newListingTerms(tx, donorId);
    const existing = await existingListingKeys(tx, donorId);
    const checked = checkImportRows(
      rows.map((row) => row.values),
      terms.categories,
      existing,
    );
    const skipped: { row: number; reason: string }[] = [];
    const accepted: { row: Row; listing: NonNullable<(typeof checked)[number]['listing']> }[] = [];
    checked.forEach((entry, index) => {
      const row = rows[index]!;
      if (entry.errors.length > 0)
        skipped.push({ row: row.row, reason: entry.errors.map((error) => error.message).join('; ') });
      else if (entry.action === 'already_listed') skipped.push({ row: row.row, reason: ALREADY_LISTED });
      else if (entry.listing) accepted.push({ row, listing: entry.listing });
    });
    if (accepted.length === 0) throw badRequest(LISTING_IMPORT_MESSAGES.nothingToCreate);
    const [record] = await tx
      .insert(listingImports)
      .values({ donorId, fileName: body.file_name ?? 'import.csv', createdCount: accepted.length, skipped })
      .returning({ id: listingImports.id });
    for (let start = 0; start < accepted.length; start += INSERT_BATCH) {
      await insertBatch(tx, donorId, terms, record!.id, accepted.slice(start, start + INSERT_BATCH));
    }
    return record!.id;
  });
  return (await loadListingImport(db, donorId, id))!;
}

async function insertBatch(
  tx: Transaction,
  donorId: number,
  terms: Awaited<ReturnType<typeof newListingTerms>>,
  importId: number,
  batch: { listing: NonNullable<ReturnType<typeof checkImportRows>[number]['listing']> }[],
) {
  const values = [];
  for (const { listing } of batch) {
    const row = await newListingRow(tx, donorId, terms, listing.form);
    values.push({ ...row, sku: listing.sku, condition: listing.condition });
  }
  const created = await tx.insert(items).values(values).returning({ id: items.id });
  // INSERT ... RETURNING gives the rows in the order of VALUES, so each id is its row's.
  const pictures = batch.flatMap(({ listing }, index) =>
    listing.imageUrls.map((url, position) => ({ importId, itemId: created[index]!.id, position, url })),
  );
  if (pictures.length > 0) await tx.insert(listingImportImages).values(pictures);
}
