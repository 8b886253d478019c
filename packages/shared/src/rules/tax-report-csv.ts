import { ACKNOWLEDGEMENT_STATUS_LABELS } from '../schemas/acknowledgement';
import type { TaxReport } from '../schemas/tax-report';

export const TAX_REPORT_CSV_COLUMNS = [
  'Completion Date',
  'Item',
  'Category',
  'Quantity',
  'Unit Fair Market Value',
  'Total Fair Market Value',
  'Nonprofit',
  'Nonprofit EIN',
  'Street',
  'City',
  'State',
  'ZIP',
  'Event',
  'Acknowledgement',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run
 * as a formula (= + - @ or a tab/return first) is prefixed with an apostrophe. Every CSV the
 * product writes uses it (this report, the admin's payments export).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The report's donations, one row each, values in dollars with two decimals (RFC 4180, CRLF). Only
 * donation rows follow the header, so the value column sums to the report's total.
 */
export function taxReportCsv(report: TaxReport): string {
  const rows = report.donations.map((donation) => [
    donation.completion_date,
    donation.item_title,
    donation.category,
    donation.quantity,
    donation.unit_fair_market_value.toFixed(2),
    donation.total_fair_market_value.toFixed(2),
    donation.nonprofit_name,
    donation.nonprofit_ein,
    donation.nonprofit_address.street,
    donation.nonprofit_address.city,
    donation.nonprofit_address.state,
    donation.nonprofit_address.zip,
    donation.event_name,
    ACKNOWLEDGEMENT_STATUS_LABELS[donation.acknowledgement_status],
  ]);
  return [[...TAX_REPORT_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
