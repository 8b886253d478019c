import { cut, TAX_LEGAL_DISCLAIMER, type TaxReport } from '@app/shared';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { writeTaxReport } from './tax-report-pdf';

function report(count: number): TaxReport {
  const donations = Array.from({ length: count }, (_, index) => ({
    request_id: index + 1,
    completion_date: '2026-03-04',
    item_title: `A very long item title that goes on ${index}`,
    category: 'Electronics',
    quantity: 2,
    unit_fair_market_value: 50,
    total_fair_market_value: 100,
    nonprofit_name: 'Lakeside Youth Alliance',
    nonprofit_ein: '36-1234567',
    nonprofit_address: { street: '1 Main St', city: 'Evanston', state: 'IL', zip: '60201' },
    event_name: null,
    event_type: null,
    acknowledgement_recorded: true,
    acknowledgement_status: 'signed' as const,
    notes: [],
    cost_basis: null,
    enhanced_deduction: null,
    enhanced_deduction_missing: ['no_cost_basis' as const],
    section_b: false,
    donee_signature: null,
    disposal: null,
  }));
  return {
    report_info: {
      donor_info: { company_name: 'Acme', contact_name: 'Dana', email: 'd@example.com', entity_type: 'c_corporation' },
      report_period: { start_date: '2026-01-01', end_date: '2026-03-31', time_zone: 'UTC' },
      generated_date: '2026-04-01T10:00:00.000Z',
    },
    summary: {
      total_donations: count,
      total_items_donated: count * 2,
      total_tax_deductible_value: count * 100,
      nonprofits_supported: 1,
      acknowledgements_recorded: count,
      enhanced_deduction_total: 0,
    },
    donations,
    tax_notes: [],
    legal_disclaimer: TAX_LEGAL_DISCLAIMER,
  };
}

/** The text operators of one page of a jsPDF document (uncompressed by default). */
function pageText(doc: jsPDF, page: number): string {
  const pages = (doc.internal as unknown as { pages: string[][] }).pages;
  return (pages[page] ?? []).join('\n');
}

describe('tax report PDF', () => {
  it('cuts titles at 25 characters and nonprofit names at 15', () => {
    expect(cut('A very long item title that goes on', 25)).toHaveLength(25);
    expect(cut('Lakeside Youth Alliance', 15)).toBe('Lakeside You...');
    expect(cut('Short', 15)).toBe('Short');
  });

  it('starts new pages as needed and puts the totals on the last page', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'letter' });
    writeTaxReport(doc, report(120));
    const pages = doc.getNumberOfPages();
    expect(pages).toBeGreaterThan(2);
    expect(pageText(doc, pages)).toContain('Total fair market value: $12,000.00');
    expect(pageText(doc, 1)).toContain('(A very long item title...)');
    expect(pageText(doc, 1)).toContain('(Lakeside You...)');
    // Column names repeat at the top of each page of rows.
    expect(pageText(doc, 2)).toContain('(Date received)');
  });

  it('fits a short report on one page', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'letter' });
    writeTaxReport(doc, report(1));
    expect(doc.getNumberOfPages()).toBe(1);
    expect(pageText(doc, 1)).toContain('not tax, legal or accounting advice');
  });
});
