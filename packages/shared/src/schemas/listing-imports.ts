import { z } from 'zod';
import {
  IMPORT_COLUMNS,
  IMPORT_ROW_ACTIONS,
  LISTING_IMPORT_LIMITS,
  type ImportColumn,
} from '../listing-import-constants';
import { safeString } from './common';

/** A row's cells as text; a column the file did not have is blank. */
export const importRowValuesSchema = z.object(
  Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, safeString().max(10_000).default('')])) as Record<
    ImportColumn,
    z.ZodDefault<z.ZodString>
  >,
);

const importCellErrorSchema = z.object({
  column: z.enum(IMPORT_COLUMNS),
  message: z.string(),
  suggestion: z.string().optional(),
});

/** POST /api/listing-imports/preview: every row of the file with its errors in place; nothing is saved. */
export const importPreviewSchema = z.object({
  file_name: z.string(),
  rows: z.array(
    z.object({
      /** The spreadsheet's row number (the header is row 1). */
      row: z.number().int(),
      values: importRowValuesSchema,
      errors: z.array(importCellErrorSchema),
      action: z.enum(IMPORT_ROW_ACTIONS),
    }),
  ),
  /** The columns the file's header named (the others are blank in every row). */
  columns: z.array(z.enum(IMPORT_COLUMNS)),
  /** The catalogue's categories, and the donor's listings as matched (lower-case SKUs and titles), for checks as cells are edited. */
  categories: z.array(z.string()),
  existing_skus: z.array(z.string()),
  existing_titles: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportPreviewRow = ImportPreview['rows'][number];

/** POST /api/listing-imports: the preview's rows, edited or not; the server checks them again. */
export const importConfirmSchema = z.object({
  file_name: safeString().trim().max(255).default('import.csv'),
  rows: z
    .array(z.object({ row: z.number().int().min(1).max(1_000_000), values: importRowValuesSchema }))
    .min(1, { error: 'There are no rows to import' })
    .max(LISTING_IMPORT_LIMITS.maxRows, { error: `At most ${LISTING_IMPORT_LIMITS.maxRows} rows` }),
});
export type ImportConfirm = z.input<typeof importConfirmSchema>;

/** An import's outcome and the progress of its pictures (fetched afterwards, in the background). */
export const listingImportSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  created: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  images: z.object({
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
  }),
  /** Every picture fetched or given up on. */
  finished: z.boolean(),
  created_at: z.string(),
});
export type ListingImport = z.infer<typeof listingImportSchema>;
