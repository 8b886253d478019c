import type { Readable } from 'node:stream';
import { checkImportRows, LISTING_IMPORT_MESSAGES, sheetRowOf, type ImportPreview } from '@app/shared';
import type { Database } from '#src/platform/database/client';
import { badRequest } from '#src/platform/errors';
import { listMarketplaceCategories } from '../items';
import { existingListingKeys } from './existing-listings';
import { ImportFileError } from './import-file-error';
import { readImportFile } from './listing-import-file';

export interface ImportUpload {
  fileName: string;
  /** The multipart file stream; `truncated` once it passed the size limit. */
  file: Readable & { truncated?: boolean };
}

/**
 * POST /listing-imports/preview: the file read as it streams in and every row checked by the
 * shared rules against the catalogue and the donor's listings. Nothing is stored; the answer also
 * carries what the browser needs to check a row again as the donor edits its cells.
 */
export async function previewImport(db: Database, donorId: number, upload: ImportUpload): Promise<ImportPreview> {
  const tooLarge = (error?: unknown) =>
    upload.file.truncated || (error as { code?: unknown } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE';
  const file = await readImportFile(upload.file).catch((error: unknown) => {
    if (tooLarge(error)) throw badRequest(LISTING_IMPORT_MESSAGES.tooLarge);
    if (error instanceof ImportFileError) throw badRequest(error.message);
    throw error;
  });
  if (tooLarge()) throw badRequest(LISTING_IMPORT_MESSAGES.tooLarge);
  const [{ categories }, existing] = await Promise.all([
    listMarketplaceCategories(db),
    existingListingKeys(db, donorId),
  ]);
  const checked = checkImportRows(file.rows, categories, existing);
  return {
    file_name: upload.fileName,
    columns: file.columns,
    rows: file.rows.map((values, index) => ({
      row: sheetRowOf(index),
      values,
      errors: checked[index]!.errors,
      action: checked[index]!.action,
    })),
    categories,
    existing_skus: [...existing.skus],
    existing_titles: [...existing.titles],
  };
}
