import { z } from 'zod';
import { adminListQuerySchema, adminPageFields, optionalChoice } from './lists';
import { IRS_FILE_KINDS, IRS_IMPORT_STATUSES } from './irs-files';
import { formatInteger } from '../../rules/money';

/**
 * Importing an IRS file (docs/product.md, "Checking a nonprofit against IRS data"): one multipart
 * POST with the fields `kind` and (optionally) `confirm_complete` BEFORE the `file`, streamed into
 * staged rows that become the data in use only once the file was read whole.
 */
export const IRS_IMPORT_FIELDS = { kind: 'kind', confirm: 'confirm_complete', file: 'file' } as const;

/** The BMF region files run to a few hundred MB; no other upload comes near this. */
export const IRS_IMPORT_MAX_BYTES = 512 * 1_048_576;

/** The checkbox an admin ticks to import a file much smaller than the data in use. */
export const IRS_CONFIRM_COMPLETE_LABEL = 'The file is complete';

const count = formatInteger;

export const IRS_IMPORT_MESSAGES = {
  noFile: 'Choose the IRS file to import (multipart field "file").',
  kindFirst: 'Choose the kind of file (bmf, pub78 or revocations) in the field "kind", sent before the file.',
  badConfirm: 'confirm_complete must be true or false.',
  badPartName:
    'Keep the IRS file name: a Business Master File region or state file is named like eo1.csv or eo_ca.csv.',
  tooLarge: `The file is larger than ${IRS_IMPORT_MAX_BYTES / 1_048_576} MB; the data in use was kept.`,
  busy: (fileName: string) =>
    `${fileName} is still being imported for the same file. Wait until it finishes, then import again.`,
  stale: 'The import stopped before it finished (the server restarted); the data in use was kept.',
  broken: 'The upload was cut off before the file arrived whole; the data in use was kept.',
  shrink: (rows: number, liveRows: number) =>
    `This file has ${count(rows)} rows; the data in use has ${count(liveRows)}, so this file may be cut short: ` +
    `the data in use was kept. If the file is complete, tick '${IRS_CONFIRM_COMPLETE_LABEL}' and import it again.`,
  notFound: 'IRS import not found.',
} as const;

/** A refusal the admin can overrule by confirming the file is complete (the shrink check). */
export const isShrinkRefusal = (detail: unknown) =>
  typeof detail === 'string' && detail.includes(`tick '${IRS_CONFIRM_COMPLETE_LABEL}'`);

/** One uploaded IRS file: in history, and while it loads (its row count and bytes grow). */
export const adminIrsImportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IRS_FILE_KINDS),
  /** `eo1`, `eo_ca` ... for the Business Master File; the kind's own name for the others. */
  part: z.string(),
  file_name: z.string(),
  status: z.enum(IRS_IMPORT_STATUSES),
  row_count: z.number().int(),
  bytes: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  started_by_id: z.number().int().nullable(),
  /** The importing admin's name; null once that account is gone. */
  started_by_name: z.string().nullable(),
  /** Why a failed import was refused. */
  error: z.string().nullable(),
});
export type AdminIrsImport = z.infer<typeof adminIrsImportSchema>;

/** POST /api/admin/irs/imports answers the import made live, with the approved nonprofits it put on hold. */
export const irsImportResultSchema = adminIrsImportSchema.extend({
  held_nonprofits: z.array(z.object({ id: z.number().int(), organization_name: z.string().nullable() })),
});
export type IrsImportResult = z.infer<typeof irsImportResultSchema>;

/** One file in use: a live import of a kind and part. */
export const irsPartInUseSchema = z.object({
  import_id: z.number().int(),
  part: z.string(),
  file_name: z.string(),
  row_count: z.number().int(),
  imported_at: z.string(),
  imported_by_name: z.string().nullable(),
});
export type IrsPartInUse = z.infer<typeof irsPartInUseSchema>;

/** GET /api/admin/irs/imports: newest first; `kind` and `status` filter. */
export const adminIrsImportsQuerySchema = adminListQuerySchema.extend({
  kind: optionalChoice('kind', IRS_FILE_KINDS),
  status: optionalChoice('status', IRS_IMPORT_STATUSES),
});
export type AdminIrsImportsQuery = z.output<typeof adminIrsImportsQuerySchema>;

export const adminIrsImportsPageSchema = z.object({
  imports: z.array(adminIrsImportSchema),
  ...adminPageFields,
  /** For every kind, in IRS_FILE_KINDS order, its files in use (none: not imported yet). */
  in_use: z.array(z.object({ kind: z.enum(IRS_FILE_KINDS), parts: z.array(irsPartInUseSchema) })),
});
export type AdminIrsImportsPage = z.infer<typeof adminIrsImportsPageSchema>;
