import { csvField } from '../rules/tax-report-csv';

/** One gift on the Form 8283 worksheet: what, when received, by whom, and its fair market value. */
export interface WorksheetGift {
  request_id: number;
  /** The day the delivery was confirmed received (YYYY-MM-DD in the packet's time zone). */
  date_received: string;
  item_title: string;
  category: string;
  quantity: number;
  /** Fair market value of the whole gift, in integer cents. */
  value_cents: number;
  nonprofit_name: string;
  nonprofit_ein: string | null;
}

/** Similar items (one category) together, as Form 8283 asks them to be reported. */
export interface WorksheetGroup {
  category: string;
  gifts: WorksheetGift[];
  quantity: number;
  value_cents: number;
  /** Dates of the first and last gift of the group. */
  first_date: string;
  last_date: string;
  /** Distinct donees (by EIN, else by name). */
  nonprofits: number;
}

export interface Worksheet {
  groups: WorksheetGroup[];
  gift_count: number;
  quantity: number;
  value_cents: number;
}

const byDate = (a: WorksheetGift, b: WorksheetGift) =>
  a.date_received.localeCompare(b.date_received) || a.request_id - b.request_id;

/**
 * The packet's Form 8283 worksheet (docs/product.md, Year-end tax packet): gifts grouped by category
 * (a "group of similar items"), categories in alphabetical order, each group's gifts oldest first,
 * with totals per group and overall in integer cents. Whether a group needs Section A or B is the
 * report's Form 8283 rule, not this one.
 */
export function packetWorksheetRows(gifts: readonly WorksheetGift[]): Worksheet {
  const byCategory = new Map<string, WorksheetGift[]>();
  for (const gift of gifts) {
    const list = byCategory.get(gift.category);
    if (list) list.push(gift);
    else byCategory.set(gift.category, [gift]);
  }
  const groups = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-US'))
    .map(([category, list]): WorksheetGroup => {
      const sorted = [...list].sort(byDate);
      return {
        category,
        gifts: sorted,
        quantity: sorted.reduce((sum, gift) => sum + gift.quantity, 0),
        value_cents: sorted.reduce((sum, gift) => sum + gift.value_cents, 0),
        first_date: sorted[0]!.date_received,
        last_date: sorted[sorted.length - 1]!.date_received,
        nonprofits: new Set(sorted.map((gift) => gift.nonprofit_ein ?? `name:${gift.nonprofit_name}`)).size,
      };
    });
  return {
    groups,
    gift_count: gifts.length,
    quantity: groups.reduce((sum, group) => sum + group.quantity, 0),
    value_cents: groups.reduce((sum, group) => sum + group.value_cents, 0),
  };
}

export const PACKET_CSV_COLUMNS = [
  'Category',
  'Date Received',
  'Item',
  'Quantity',
  'Fair Market Value',
  'Nonprofit',
  'Nonprofit EIN',
  'Request',
] as const;

/**
 * The worksheet's gift rows as CSV, in the PDF's order (RFC 4180, CRLF, dollars with two decimals,
 * formulas neutralised). Only gift rows follow the header, so the value column sums to the total.
 */
export function packetWorksheetCsv(worksheet: Worksheet): string {
  const rows = worksheet.groups.flatMap((group) =>
    group.gifts.map((gift) => [
      gift.category,
      gift.date_received,
      gift.item_title,
      gift.quantity,
      (gift.value_cents / 100).toFixed(2),
      gift.nonprofit_name,
      gift.nonprofit_ein,
      gift.request_id,
    ]),
  );
  return [[...PACKET_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
