import { IMPORT_COLUMNS, IMPORT_TEMPLATE_EXAMPLES, type ImportColumn } from '@app/shared';
import type { Cell, SheetData } from 'write-excel-file/node';

/** Columns the workbook types as numbers, so a spreadsheet program adds and formats them as such. */
const NUMBER_FORMATS: Partial<Record<ImportColumn, string>> = {
  fair_market_value: '0.00',
  cost_basis: '0.00',
  quantity: '0',
};

/** Column widths in characters: wide enough to read the header and the examples. */
const WIDTHS: Record<ImportColumn, number> = {
  title: 28,
  category: 16,
  description: 48,
  fair_market_value: 18,
  quantity: 10,
  delivery_options: 30,
  image_urls: 40,
  cost_basis: 12,
  condition: 12,
  sku: 16,
};

function exampleCell(column: ImportColumn, text: string | undefined): Cell {
  if (!text) return null;
  const format = NUMBER_FORMATS[column];
  return format ? { value: Number(text), type: Number, format } : { value: text, type: String };
}

let template: Promise<Buffer> | undefined;

/**
 * GET /listing-imports/template.xlsx: the same header and example rows as the CSV template
 * (IMPORT_COLUMNS, IMPORT_TEMPLATE_EXAMPLES), the header in bold and kept in view; written once
 * per process, since it changes only with the code.
 */
export function importTemplateWorkbook(): Promise<Buffer> {
  template ??= (async () => {
    // Loaded when first asked for: imported at start it would add ~80 ms to every start (docs/decisions/009).
    const { default: writeExcelFile } = await import('write-excel-file/node');
    const data: SheetData = [
      IMPORT_COLUMNS.map((column) => ({ value: column, type: String, fontWeight: 'bold' as const })),
      ...IMPORT_TEMPLATE_EXAMPLES.map((example) =>
        IMPORT_COLUMNS.map((column) => exampleCell(column, example[column])),
      ),
    ];
    return writeExcelFile(data, {
      sheet: 'Listings',
      columns: IMPORT_COLUMNS.map((column) => ({ width: WIDTHS[column] })),
      stickyRowsCount: 1,
    }).toBuffer();
  })();
  // A failure is not kept: the next download tries again.
  template.catch(() => (template = undefined));
  return template;
}
