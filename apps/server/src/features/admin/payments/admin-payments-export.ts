import {
  ADMIN_PAYMENT_KIND_LABELS,
  ADMIN_PAYMENT_STATUS_LABELS,
  ADMIN_PAYMENTS_EXPORT_LIMIT,
  csvField,
  type AdminPayment,
  type AdminPaymentsExportQuery,
} from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import { selectPayments, type PaymentCursor } from './admin-payments.query';
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
    let sent = 0;
    let after: PaymentCursor | undefined;
    while (sent < exported) {
      const rows = await selectPayments(db, query, after).limit(Math.min(pageRows, exported - sent));
      if (rows.length === 0) break;
      yield rows.map((row) => paymentLine(presentPayment(row))).join('');
      sent += rows.length;
      const last = rows[rows.length - 1]!;
      after = { date: last.dateCursor, amount: last.amount, key: last.key };
    }
    if (matched > exported) {
      yield line([
        `Export stopped at ${limit} of ${matched} payments: narrow the filters (dates, status, nonprofit) to export the rest.`,
      ]);
    }
  }
  return { matched, exported, lines: lines() };
}
