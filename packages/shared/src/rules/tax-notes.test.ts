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
    expect(sectionB[0]!.text).toContain('Form 8283 Section B applies');
  });

  it('tests Form 8283 per group of similar items, not against the period total', () => {
    // Three categories of $400 each: $1,200 in all, but no group is over $500.
    const small = [donation(1, 40_000), donation(2, 40_000, 'Food'), donation(3, 40_000, 'Furniture')];
    for (const entity of ['c_corporation', 's_corporation_or_partnership', 'other'] as const)
      expect(taxNotes(small, entity).map((note) => note.code)).not.toContain('form_8283_section_a');
  });

  it('notes Section A for a group over $500 for individuals, partnerships and S corporations only', () => {
    const gifts = [donation(1, 30_000), donation(2, 20_001), donation(3, 50_000, 'Food')];
    for (const entity of ['other', 's_corporation_or_partnership'] as const) {
      const sectionA = taxNotes(gifts, entity).filter((note) => note.code === 'form_8283_section_a');
      expect(sectionA).toEqual([expect.objectContaining({ category: 'Electronics', request_ids: [1, 2] })]);
      expect(sectionA[0]!.text).toContain('$500.01');
    }
    // A C corporation files only for an item or group over $5,000, and then it is Section B.
    const corporate = taxNotes([...gifts, donation(4, 500_000, 'Furniture')], 'c_corporation');
    expect(corporate.map((note) => note.code)).not.toContain('form_8283_section_a');
    expect(corporate.map((note) => note.code)).not.toContain('form_8283_section_b');
    expect(taxNotes([donation(1, 500_001)], 'c_corporation').map((note) => note.code)).toEqual([
      'form_8283_section_b',
      'enhanced_deduction',
    ]);
  });

  it('gives a group over $5,000 Section B alone, whatever the entity type', () => {
    for (const entity of ['c_corporation', 's_corporation_or_partnership', 'other'] as const)
      expect(taxNotes([donation(1, 600_000)], entity).map((note) => note.code)).toEqual([
        'form_8283_section_b',
        'enhanced_deduction',
      ]);
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
          cost_basis: 12,
          enhanced_deduction: null,
          enhanced_deduction_missing: ['no_care_statement'],
          section_b: true,
          donee_signature: null,
          disposal: { disposed_on: '2026-05-01', method: 'sold', amount_received: 5, recorded_at: '' },
          acknowledgement_status: 'none',
        },
      ],
    } as unknown as TaxReport;
    const lines = taxReportCsv(report).split('\r\n');
    expect(lines[1]).toBe(
      `2026-03-01,"'=HYPERLINK(""x"")","Office, Supplies",2,10.50,21.00,"Line\nBreak",12-3456789,,Chicago,IL,60601,,Not recorded,12.00,No signed 170(e)(3) statement from the nonprofit,Yes,Donee signature needed,Sold on 2026-05-01 for 5.00`,
    );
  });
});
