import type { DonorEntityType } from '../schemas/tax-report';

/**
 * The facts the enhanced deduction of IRC section 170(e)(3) needs (docs/product.md, Tax report), in
 * the order the report names the missing ones.
 */
export const ENHANCED_DEDUCTION_MISSING = [
  'not_c_corporation',
  'no_cost_basis',
  'use_not_care',
  'no_care_statement',
] as const;
export type EnhancedDeductionMissing = (typeof ENHANCED_DEDUCTION_MISSING)[number];

export const ENHANCED_DEDUCTION_MISSING_TEXT: Record<EnhancedDeductionMissing, string> = {
  not_c_corporation: 'Only a C corporation can claim it',
  no_cost_basis: 'No cost basis entered',
  use_not_care: 'The nonprofit did not state a use for the care of the ill, the needy or infants',
  no_care_statement: 'No signed 170(e)(3) statement from the nonprofit',
};

/**
 * What the nonprofit stated about a gift: `signed` a use for the care of the ill, the needy or infants
 * with its signed written statement; `unsigned` no statement signed (yet); `other_use` another use.
 */
export type CareStatementFact = 'signed' | 'unsigned' | 'other_use';

export interface EnhancedDeductionInput {
  entityType: DonorEntityType;
  /** The gift's fair market value (unit value times quantity), in cents. */
  fairMarketValueCents: number;
  /** The gift's cost basis in cents, or null when the donor entered none. */
  costBasisCents: number | null;
  careStatement: CareStatementFact;
}

export type EnhancedDeduction = { cents: number; missing: [] } | { cents: null; missing: EnhancedDeductionMissing[] };

/**
 * IRC 170(e)(3) and 26 CFR 1.170A-4A(c): a C corporation's gift of inventory used for the care of the
 * ill, the needy or infants, with the donee's written statement, is deducted at cost basis plus half
 * the appreciation (fair market value minus basis, never negative), at most twice the basis, and
 * never more than the fair market value. Half a cent is dropped: the figure never overstates.
 */
export function enhancedDeduction(input: EnhancedDeductionInput): EnhancedDeduction {
  const missing: EnhancedDeductionMissing[] = [];
  if (input.entityType !== 'c_corporation') missing.push('not_c_corporation');
  if (input.costBasisCents === null) missing.push('no_cost_basis');
  if (input.careStatement === 'other_use') missing.push('use_not_care');
  else if (input.careStatement === 'unsigned') missing.push('no_care_statement');
  if (missing.length > 0 || input.costBasisCents === null) return { cents: null, missing };
  const basis = input.costBasisCents;
  const fairMarketValue = input.fairMarketValueCents;
  const appreciation = Math.max(0, fairMarketValue - basis);
  const cents = Math.min(basis + Math.floor(appreciation / 2), 2 * basis, fairMarketValue);
  return { cents, missing: [] };
}
