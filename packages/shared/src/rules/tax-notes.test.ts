import { describe, expect, it } from 'vitest';
import { taxReportCsv } from './tax-report-csv';
import { taxNotes } from './tax-notes';
import type { TaxReport, TaxReportDonation } from '../schemas/tax-report';

const donation = (
  id: number,
  cents: number,
  category = 'Electronics',
  eventType: TaxReportDonation['event_type'] = null,
) => ({
  request_id: id,
  category,
  event_name: eventType ? 'Gala' : null,
  event_type: eventType,
  total_fair_market_value: cents / 100,
  totalCents: cents,
});

describe('taxNotes', () => {
  it('says nothing for an empty period', () => {
    expect(taxNotes([], 'c_corporation')).toEqual([]);
  });

  it('notes cost basis for gala and auction gifts only', () => {
    const notes = taxNotes(
      [
        donation(1, 100, 'Food', 'fundraising_gala'),
        donation(2, 100, 'Food', 'silent_auction'),
        donation(3, 100, 'Food', 'food_drive'),
      ],
      'c_corporation',
    );
    expect(notes.filter((note) => note.code === 'cost_basis').map((note) => note.request_ids)).toEqual([[1], [2]]);
  });

  it('flags a category over $5,000, not one at exactly $5,000', () => {
    const notes = taxNotes([donation(1, 300_000), donation(2, 200_001), donation(3, 500_000, 'Furniture')], 'other');
    const sectionB = notes.filter((note) => note.code === 'form_8283_section_b');
    expect(sectionB).toHaveLength(1);
    expect(sectionB[0]).toMatchObject({ category: 'Electronics', request_ids: [1, 2] });
    expect(sectionB[0]!.text).toContain('Form 8283 Section B (qualified appraisal) may apply');
  });

  it('notes Section A over $500 for others and over $5,000 for a C corporation', () => {
    const gifts = [donation(1, 50_001)];
    expect(taxNotes(gifts, 'other').map((note) => note.code)).toContain('form_8283_section_a');
    expect(taxNotes(gifts, 's_corporation_or_partnership').map((note) => note.code)).toContain('form_8283_section_a');
    expect(taxNotes(gifts, 'c_corporation').map((note) => note.code)).not.toContain('form_8283_section_a');
    expect(taxNotes([donation(1, 500_001)], 'c_corporation').map((note) => note.code)).toContain('form_8283_section_a');
  });
});

describe('taxReportCsv', () => {
  it('quotes what needs it and neutralises formulas', () => {
    const report = {
      donations: [
        {
          completion_date: '2026-03-01',
          item_title: '=HYPERLINK("x")',
          category: 'Office, Supplies',
          quantity: 2,
          unit_fair_market_value: 10.5,
          total_fair_market_value: 21,
          nonprofit_name: 'Line\nBreak',
          nonprofit_ein: '12-3456789',
          nonprofit_address: { street: null, city: 'Chicago', state: 'IL', zip: '60601' },
          event_name: null,
          acknowledgement_recorded: false,
          acknowledgement_status: 'none',
        },
      ],
    } as unknown as TaxReport;
    const lines = taxReportCsv(report).split('\r\n');
    expect(lines[1]).toBe(
      `2026-03-01,"'=HYPERLINK(""x"")","Office, Supplies",2,10.50,21.00,"Line\nBreak",12-3456789,,Chicago,IL,60601,,Not recorded`,
    );
  });
});
