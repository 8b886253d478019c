import type { TaxReportDonation } from '@app/shared';
import { formatMoney } from '#src/lib/format';

export const costBasisText = (donation: TaxReportDonation) =>
  donation.cost_basis === null ? 'Not entered' : formatMoney(donation.cost_basis);

/** Whether the row has Form 8283 Section B facts to show (docs/product.md, Tax report). */
export const hasSectionBFacts = (donation: TaxReportDonation) =>
  donation.section_b || donation.donee_signature !== null || donation.disposal !== null;
