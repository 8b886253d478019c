import { describe, expect, it } from 'vitest';
import { enhancedDeduction, type EnhancedDeductionInput } from './enhanced-deduction';

const gift = (
  fairMarketValueCents: number,
  costBasisCents: number | null,
  extra: Partial<EnhancedDeductionInput> = {},
) =>
  enhancedDeduction({
    entityType: 'c_corporation',
    fairMarketValueCents,
    costBasisCents,
    careStatement: 'signed',
    ...extra,
  });

describe('enhancedDeduction', () => {
  it('is basis plus half the appreciation while that is under twice the basis', () => {
    // basis $600, value $1,000: 600 + 400 / 2 = $800 (twice the basis is $1,200).
    expect(gift(100_000, 60_000)).toEqual({ cents: 80_000, missing: [] });
  });

  it('is capped at twice the basis', () => {
    // basis $100, value $1,000: 100 + 900 / 2 = $550, capped at $200.
    expect(gift(100_000, 10_000)).toEqual({ cents: 20_000, missing: [] });
    // Exactly at the cap: basis $100, value $300 gives 100 + 100 = $200.
    expect(gift(30_000, 10_000)).toEqual({ cents: 20_000, missing: [] });
  });

  it('drops half a cent of appreciation', () => {
    expect(gift(10_001, 10_000)).toEqual({ cents: 10_000, missing: [] });
  });

  it('never goes above the fair market value when the value is below the basis', () => {
    // No appreciation (never negative): the basis, but a deduction is never more than the value.
    expect(gift(40_000, 50_000)).toEqual({ cents: 40_000, missing: [] });
    expect(gift(50_000, 50_000)).toEqual({ cents: 50_000, missing: [] });
  });

  it('is zero for a basis of zero', () => {
    expect(gift(100_000, 0)).toEqual({ cents: 0, missing: [] });
  });

  it('names every missing fact, in order', () => {
    expect(gift(100_000, null)).toEqual({ cents: null, missing: ['no_cost_basis'] });
    expect(gift(100_000, 50_000, { entityType: 'other' })).toEqual({ cents: null, missing: ['not_c_corporation'] });
    expect(gift(100_000, 50_000, { careStatement: 'unsigned' })).toEqual({
      cents: null,
      missing: ['no_care_statement'],
    });
    expect(gift(100_000, null, { entityType: 's_corporation_or_partnership', careStatement: 'other_use' })).toEqual({
      cents: null,
      missing: ['not_c_corporation', 'no_cost_basis', 'use_not_care'],
    });
  });
});
