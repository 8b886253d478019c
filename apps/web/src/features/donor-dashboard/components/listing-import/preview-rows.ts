import {
  checkImportRows,
  type ImportCellError,
  type ImportPreview,
  type ImportRowAction,
  type ImportRowValues,
} from '@app/shared';

/** One row of the preview as the donor sees it now: its cells (edited or not) checked again. */
export interface PreviewRow {
  row: number;
  values: ImportRowValues;
  errors: ImportCellError[];
  action: ImportRowAction;
}

export type PreviewCatalogue = Pick<ImportPreview, 'categories' | 'existing_skus' | 'existing_titles'>;

/**
 * Every row checked by the same shared rules the server applies, so an edit shows its effect at
 * once (a duplicate title fixed in one row clears the other); the server checks them again on confirm.
 */
export function checkPreviewRows(
  rows: readonly { row: number; values: ImportRowValues }[],
  catalogue: PreviewCatalogue,
): PreviewRow[] {
  const checked = checkImportRows(
    rows.map((row) => row.values),
    catalogue.categories,
    { skus: new Set(catalogue.existing_skus), titles: new Set(catalogue.existing_titles) },
  );
  return rows.map((row, index) => ({
    row: row.row,
    values: row.values,
    errors: checked[index]!.errors,
    action: checked[index]!.action,
  }));
}

export type RowFilter = 'all' | 'errors' | 'create' | 'already_listed';

export function rowMatches(row: PreviewRow, filter: RowFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'errors') return row.errors.length > 0;
  if (row.errors.length > 0) return false;
  return row.action === filter;
}

export interface PreviewCounts {
  all: number;
  errors: number;
  create: number;
  already_listed: number;
}

export function countRows(rows: readonly PreviewRow[]): PreviewCounts {
  const counts: PreviewCounts = { all: rows.length, errors: 0, create: 0, already_listed: 0 };
  for (const row of rows) {
    if (row.errors.length > 0) counts.errors += 1;
    else counts[row.action] += 1;
  }
  return counts;
}

/** A row's state as its status badge shows it. */
export const stateOf = (row: PreviewRow) => (row.errors.length > 0 ? 'error' : row.action);

export const STATUS_COLOR = { error: 'red', already_listed: 'gray', create: 'green' } as const;

/** What a row will do, in the preview's status column. */
export function rowStatusLabel(row: PreviewRow): string {
  if (row.errors.length > 0) return row.errors.length === 1 ? '1 error' : `${row.errors.length} errors`;
  return row.action === 'already_listed' ? 'Already listed' : 'Will be listed';
}
