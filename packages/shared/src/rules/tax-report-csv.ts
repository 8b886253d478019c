import { ACKNOWLEDGEMENT_STATUS_LABELS } from '../schemas/acknowledgement';
import { DISPOSAL_METHOD_LABELS } from '../tax-form-constants';
import type { TaxReport, TaxReportDonation } from '../schemas/tax-report';
import { ENHANCED_DEDUCTION_MISSING_TEXT } from './enhanced-deduction';

const money = (dollars: number | null) => (dollars === null ? null : dollars.toFixed(2));

/** The enhanced deduction's figure, or the facts it lacks in words. */
export function enhancedDeductionCell(donation: TaxReportDonation): string | null {
  if (donation.enhanced_deduction !== null) return money(donation.enhanced_deduction);
  return donation.enhanced_deduction_missing.map((code) => ENHANCED_DEDUCTION_MISSING_TEXT[code]).join('; ');
}

function signatureCell(donation: TaxReportDonation): string {
  const signature = donation.donee_signature;
  if (signature)
    return `Signed by ${signature.signer_name}, ${signature.signer_title}, ${signature.signed_at.slice(0, 10)}`;
  return donation.section_b ? 'Donee signature needed' : '';
}

function disposalCell(donation: TaxReportDonation): string {
  const disposal = donation.disposal;
  if (!disposal) return '';
  const amount = disposal.amount_received === null ? '' : ` for ${money(disposal.amount_received)}`;
  return `${DISPOSAL_METHOD_LABELS[disposal.method]} on ${disposal.disposed_on}${amount}`;
}

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
  'Cost Basis',
  'Enhanced Deduction 170(e)(3)',
  'Form 8283 Section B',
  'Donee Signature (Part V)',
  'Disposal (Form 8282)',
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
    money(donation.cost_basis),
    enhancedDeductionCell(donation),
    donation.section_b ? 'Yes' : 'No',
    signatureCell(donation),
    disposalCell(donation),
  ]);
  return [[...TAX_REPORT_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
