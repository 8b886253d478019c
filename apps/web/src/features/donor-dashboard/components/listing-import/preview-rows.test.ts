import { emptyImportRow, FALLBACK_CATEGORIES, type ImportRowValues } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { checkPreviewRows, countRows, rowMatches, rowStatusLabel } from './preview-rows';

const values = (patch: Partial<ImportRowValues>): ImportRowValues => ({
  ...emptyImportRow(),
  title: 'Desk',
  category: 'Furniture',
  description: 'Oak desk',
  fair_market_value: '80',
  quantity: '1',
  delivery_options: 'pickup',
  ...patch,
});
const catalogue = { categories: [...FALLBACK_CATEGORIES], existing_skus: [], existing_titles: ['lamp'] };

describe('the preview as the donor edits it', () => {
  it('clears a duplicate in both rows once one title is changed', () => {
    const rows = [
      { row: 2, values: values({}) },
      { row: 3, values: values({}) },
      { row: 4, values: values({ title: 'Lamp' }) },
    ];
    const before = checkPreviewRows(rows, catalogue);
    expect(before.map(rowStatusLabel)).toEqual(['Will be listed', '1 error', 'Already listed']);
    expect(countRows(before)).toEqual({ all: 3, errors: 1, create: 1, already_listed: 1 });
    const after = checkPreviewRows([rows[0]!, { row: 3, values: values({ title: 'Desk two' }) }, rows[2]!], catalogue);
    expect(countRows(after)).toEqual({ all: 3, errors: 0, create: 2, already_listed: 1 });
  });

  it('filters rows with errors, to be listed, or already listed', () => {
    const [good, bad] = checkPreviewRows(
      [
        { row: 2, values: values({}) },
        { row: 3, values: values({ quantity: 'ten' }) },
      ],
      catalogue,
    );
    expect(rowMatches(bad!, 'errors')).toBe(true);
    expect(rowMatches(bad!, 'create')).toBe(false);
    expect(rowMatches(good!, 'create')).toBe(true);
    expect(rowMatches(good!, 'all')).toBe(true);
  });
});
