import { COST_BASIS_EVENT_TYPES } from '../schemas/events';
import type { DonorEntityType, TaxNote, TaxReport, TaxReportDonation } from '../schemas/tax-report';
import { formatUsdCents } from './money';

/**
 * docs/product.md, Tax report: the IRS Form 8283 thresholds. Form 8283 is needed when the year's
 * noncash deduction is over $5,000 for a C corporation and over $500 for anyone else; Section B
 * (qualified appraisal) may apply to an item or a group of similar items over $5,000.
 */
export const TAX_THRESHOLDS_CENTS = {
  form8283CCorporation: 500_000,
  form8283Others: 50_000,
  sectionBGroup: 500_000,
} as const;

const dollars = formatUsdCents;

export const TAX_NOTE_TEXT = {
  costBasis: (event: string) =>
    `Given for ${event}, a fundraising gala or auction: the deduction may be limited to your cost basis rather than fair market value.`,
  sectionB: (category: string, cents: number) =>
    `${category}: similar items worth ${dollars(cents)} in this period, over $5,000. Form 8283 Section B (qualified appraisal) may apply.`,
  sectionA: (cents: number, entity: DonorEntityType) =>
    `Noncash donations in this period total ${dollars(cents)}, over ${entity === 'c_corporation' ? '$5,000 (the threshold for a C corporation)' : '$500'}. Form 8283 Section A lists items and groups of similar items of $5,000 or less; it is filed with the return when the year's noncash deduction passes that threshold.`,
  enhancedDeduction:
    'Inventory given for the care of the ill, the needy or infants may qualify for the enhanced deduction of IRC section 170(e)(3). This report does not compute it.',
} as const;

export const TAX_LEGAL_DISCLAIMER: TaxReport['legal_disclaimer'] = {
  text: 'This report summarises in-kind donations recorded on this platform. It is not tax, legal or accounting advice; consult a qualified tax adviser before claiming a deduction.',
  irs_notice:
    'Values shown are the fair market values the donor entered when listing the items. The deductible amount depends on the donor’s entity type, cost basis and IRS rules (Publication 526 and 561, Form 8283 instructions). Keep each nonprofit’s written acknowledgement for gifts of $250 or more.',
  platform_note:
    'Only donations whose delivery the nonprofit confirmed received within the period are listed. The platform is not a party to the donation and does not appraise property.',
};

type NoteInput = Pick<
  TaxReportDonation,
  'request_id' | 'category' | 'event_name' | 'event_type' | 'total_fair_market_value'
> & { totalCents: number };

/** The notes a set of donations calls for, in the order the report prints them. */
export function taxNotes(donations: NoteInput[], entityType: DonorEntityType): TaxNote[] {
  const notes: TaxNote[] = [];
  for (const donation of donations) {
    if (donation.event_type && COST_BASIS_EVENT_TYPES.includes(donation.event_type))
      notes.push({
        code: 'cost_basis',
        text: TAX_NOTE_TEXT.costBasis(donation.event_name ?? 'an event'),
        request_ids: [donation.request_id],
        category: null,
      });
  }
  const groups = new Map<string, { cents: number; ids: number[] }>();
  for (const donation of donations) {
    const group = groups.get(donation.category) ?? { cents: 0, ids: [] };
    group.cents += donation.totalCents;
    group.ids.push(donation.request_id);
    groups.set(donation.category, group);
  }
  for (const [category, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (group.cents > TAX_THRESHOLDS_CENTS.sectionBGroup)
      notes.push({
        code: 'form_8283_section_b',
        text: TAX_NOTE_TEXT.sectionB(category, group.cents),
        request_ids: group.ids,
        category,
      });
  }
  const totalCents = donations.reduce((sum, donation) => sum + donation.totalCents, 0);
  const threshold =
    entityType === 'c_corporation' ? TAX_THRESHOLDS_CENTS.form8283CCorporation : TAX_THRESHOLDS_CENTS.form8283Others;
  const all = donations.map((donation) => donation.request_id);
  if (totalCents > threshold)
    notes.push({
      code: 'form_8283_section_a',
      text: TAX_NOTE_TEXT.sectionA(totalCents, entityType),
      request_ids: all,
      category: null,
    });
  if (donations.length > 0)
    notes.push({ code: 'enhanced_deduction', text: TAX_NOTE_TEXT.enhancedDeduction, request_ids: all, category: null });
  return notes;
}
