import { IMPORT_COLUMNS, type ImportColumn } from '../listing-import-constants';
import { csvField } from './tax-report-csv';

/**
 * The template's example rows: one of each delivery option, a SKU, and the optional columns left
 * blank in one. Both templates carry them, the CSV and the Excel workbook.
 */
export const IMPORT_TEMPLATE_EXAMPLES: readonly Readonly<Partial<Record<ImportColumn, string>>>[] = [
  {
    title: 'Folding chairs',
    category: 'Furniture',
    description: 'Grey steel folding chairs, lightly used.',
    fair_market_value: '12.50',
    quantity: '40',
    delivery_options: 'nonprofit_pickup; donor_ships',
    image_urls: '',
    cost_basis: '8.00',
    condition: 'good',
    sku: 'CHAIR-GRY-01',
  },
  {
    title: 'Design software licence',
    category: 'Technology',
    description: 'One-year licence for one seat, delivered by email.',
    fair_market_value: '240',
    quantity: '10',
    delivery_options: 'electronic',
  },
];

/** Rows as CSV with the template's header, every field quoted as it needs (RFC 4180). */
export function importRowsCsv(rows: readonly Partial<Record<ImportColumn, string>>[]): string {
  const lines = [
    IMPORT_COLUMNS.join(','),
    ...rows.map((row) => IMPORT_COLUMNS.map((column) => csvField(row[column] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The downloadable template: the header and two example rows to overwrite. */
export const importTemplateCsv = () => importRowsCsv(IMPORT_TEMPLATE_EXAMPLES);
