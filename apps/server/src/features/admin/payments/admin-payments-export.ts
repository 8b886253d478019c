import {
  ADMIN_PAYMENT_KIND_LABELS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PAYMENTS_EXPORT_LIMIT,
  csvField,
  type AdminPayment,
  type AdminPaymentsExportQuery,
} from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { paymentHalvesAfter, type PaymentCursor, type PaymentRow } from './admin-payments.query';
import { countPayments, presentPayment } from './admin-payments.service';

/** Rows read from the database at a time: the export never holds more than this in memory. */
export const EXPORT_PAGE_ROWS = 1000;

export const PAYMENTS_CSV_COLUMNS = [
  'Date',
  'Kind',
  'Status',
  'Invoice Number',
  'Nonprofit',
  'Nonprofit ID',
  'Description',
  'Amount',
  'Platform Fee',
  'Logistics',
  'Tokens',
  'Payment Date',
  'Due Date',
  'Created At',
] as const;

/** Cents as dollars with two decimals, in integer arithmetic ("1234.50"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const line = (cells: (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;

function paymentLine(payment: AdminPayment): string {
  return line([
    payment.date,
    ADMIN_PAYMENT_KIND_LABELS[payment.kind],
    ADMIN_PAYMENT_STATUS_LABELS[payment.status],
    payment.invoice_number,
    payment.nonprofit_name,
    payment.nonprofit_id,
    payment.description,
    centsText(payment.amount),
    payment.fee_amount === null ? null : centsText(payment.fee_amount),
    payment.logistics_amount === null ? null : centsText(payment.logistics_amount),
    payment.tokens,
    payment.payment_date,
    payment.due_on,
    payment.created_at,
  ]);
}

export const paymentsExportFileName = (today: string) => `payments-${today}.csv`;

export interface PaymentsExport {
  /** How many payments the filters select, and how many the file holds. */
  matched: number;
  exported: number;
  lines: AsyncGenerator<string>;
}

const order = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when `a` comes first in the list's order: the date to the microsecond, or the amount; then the key. */
function compareRows(a: PaymentRow, b: PaymentRow, query: AdminPaymentsExportQuery): number {
  const byValue = query.sort_by === 'amount' ? order(a.amount, b.amount) : order(a.dateCursor, b.dateCursor);
  const result = byValue || order(a.key, b.key);
  return query.sort_dir === 'asc' ? result : -result;
}

/**
 * Every payment the filters select, in the list's order, a page at a time: the invoices and the
 * token purchases are each read a page at a time after the last row taken from them, and merged.
 */
async function* paymentsInOrder(db: Queryable, query: AdminPaymentsExportQuery, pageRows: number, limit: number) {
  const buffers: PaymentRow[][] = [[], []];
  const after: (PaymentCursor | undefined)[] = [undefined, undefined];
  const finished = [false, false];
  let taken = 0;
  while (taken < limit) {
    const refill = [0, 1].filter((half) => buffers[half]!.length === 0 && !finished[half]);
    if (refill.length > 0) {
      const pages = paymentHalvesAfter(db, query, after, pageRows);
      const read = await Promise.all(refill.map((half) => pages[half]!));
      refill.forEach((half, index) => {
        const rows = read[index]!;
        buffers[half] = rows;
        if (rows.length < pageRows) finished[half] = true;
        const last = rows[rows.length - 1];
        if (last) after[half] = { date: last.dateCursor, amount: last.amount, key: last.key };
      });
    }
    const page: PaymentRow[] = [];
    while (page.length < pageRows && taken + page.length < limit) {
      const [invoice, purchase] = [buffers[0]![0], buffers[1]![0]];
      // A half whose buffer ran out but may hold more is read again before anything else is taken.
      if ((!invoice && !finished[0]) || (!purchase && !finished[1])) break;
      if (!invoice && !purchase) break;
      const half = !purchase || (invoice && compareRows(invoice, purchase, query) <= 0) ? 0 : 1;
      page.push(buffers[half]!.shift()!);
    }
    if (page.length === 0 && buffers.every((rows) => rows.length === 0) && finished.every(Boolean)) return;
    taken += page.length;
    if (page.length > 0) yield page;
  }
}

/**
 * The payments CSV (docs/product.md, Admin console: Payments): the list's filters and order, read
 * a page at a time after the last row sent (so a payment arriving meanwhile neither repeats nor
 * skips a row), at most ADMIN_PAYMENTS_EXPORT_LIMIT rows; a cut export says so in its last line.
 * Amounts in dollars with two decimals, dates ISO 8601 (UTC), due dates as calendar days.
 */
export async function exportPayments(
  db: Queryable,
  query: AdminPaymentsExportQuery,
  { limit = ADMIN_PAYMENTS_EXPORT_LIMIT, pageRows = EXPORT_PAGE_ROWS } = {},
): Promise<PaymentsExport> {
  const matched = await countPayments(db, query);
  const exported = Math.min(matched, limit);
  async function* lines(): AsyncGenerator<string> {
    yield line([...PAYMENTS_CSV_COLUMNS]);
    for await (const page of paymentsInOrder(db, query, pageRows, exported)) {
      yield page.map((row) => paymentLine(presentPayment(row))).join('');
    }
    if (matched > exported) {
      yield line([
        `Export stopped at ${limit} of ${matched} payments: narrow the filters (dates, status, nonprofit) to export the rest.`,
      ]);
    }
  }
  return { matched, exported, lines: lines() };
}
