import { COST_BASIS_EVENT_TYPES } from '../schemas/events';
import type { DonorEntityType, TaxNote, TaxReport, TaxReportDonation } from '../schemas/tax-report';
import { formatUsdCents } from './money';

/**
 * docs/product.md, Tax report: the IRS Form 8283 thresholds, tested per item or group of similar
 * items (here: the same category in the report's period), never against the period's total. A C
 * corporation files Form 8283 for an item or group over $5,000; individuals, partnerships and S
 * corporations over $500. Over $5,000 it is Section B (qualified appraisal, the donee's signature).
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
    `${category}: similar items worth ${dollars(cents)} in this period, over $5,000. Form 8283 Section B applies: a qualified appraisal, and the nonprofit's signature in Part V (each row shows whether it has signed).`,
  sectionA: (category: string, cents: number) =>
    `${category}: similar items worth ${dollars(cents)} in this period, over $500. Form 8283 Section A lists them: individuals, partnerships and S corporations file Form 8283 for an item or group of similar items over $500.`,
  enhancedDeduction:
    'Inventory given for the care of the ill, the needy or infants may qualify a C corporation for the enhanced deduction of IRC section 170(e)(3): cost basis plus half the appreciation, at most twice the cost basis. Each row shows that figure when the cost basis and the nonprofit’s signed 170(e)(3) statement are on record, or which fact is missing.',
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

/** Over this, an item or group of similar items goes on Form 8283 for a donor of this entity type. */
export const form8283Threshold = (entityType: DonorEntityType): number =>
  entityType === 'c_corporation' ? TAX_THRESHOLDS_CENTS.form8283CCorporation : TAX_THRESHOLDS_CENTS.form8283Others;

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
    else if (group.cents > form8283Threshold(entityType))
      notes.push({
        code: 'form_8283_section_a',
        text: TAX_NOTE_TEXT.sectionA(category, group.cents),
        request_ids: group.ids,
        category,
      });
  }
  if (donations.length > 0)
    notes.push({
      code: 'enhanced_deduction',
      text: TAX_NOTE_TEXT.enhancedDeduction,
      request_ids: donations.map((donation) => donation.request_id),
      category: null,
    });
  return notes;
}
