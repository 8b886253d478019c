import {
  centsToDollars,
  enhancedDeduction,
  TAX_LEGAL_DISCLAIMER,
  taxNotes,
  type CareStatementFact,
  type DonorEntityType,
  type TaxReport,
  type TaxReportDonation,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { users } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { careStatementsFor, presentDisposal, presentSignature } from '../tax-forms';
import { loadTaxReportRows, type TaxReportRange, type TaxReportRow } from './tax-report.queries';

const giftCents = (row: TaxReportRow) => row.unitCents * row.quantity;
const basisCents = (row: TaxReportRow) => (row.costBasisCents === null ? null : row.costBasisCents * row.quantity);

function presentDonation(row: TaxReportRow, entityType: DonorEntityType, care: CareStatementFact): TaxReportDonation {
  const deduction = enhancedDeduction({
    entityType,
    fairMarketValueCents: giftCents(row),
    costBasisCents: basisCents(row),
    careStatement: care,
  });
  const basis = basisCents(row);
  return {
    request_id: row.requestId,
    completion_date: row.completionDate,
    item_title: row.title,
    category: row.category,
    quantity: row.quantity,
    unit_fair_market_value: centsToDollars(row.unitCents),
    total_fair_market_value: centsToDollars(row.unitCents * row.quantity),
    nonprofit_name: row.nonprofitName,
    nonprofit_ein: row.ein,
    nonprofit_address: { street: row.street, city: row.city, state: row.state, zip: row.zip },
    event_name: row.eventName,
    event_type: row.eventType,
    acknowledgement_recorded: row.acknowledged,
    acknowledgement_status: row.signed ? 'signed' : row.acknowledged ? 'awaiting_signature' : 'none',
    notes: [],
    cost_basis: basis === null ? null : centsToDollars(basis),
    enhanced_deduction: deduction.cents === null ? null : centsToDollars(deduction.cents),
    enhanced_deduction_missing: deduction.missing,
    // Set from the Section B notes below: the group is the category within the report's period.
    section_b: false,
    donee_signature: presentSignature(row),
    disposal: presentDisposal(row),
  };
}

/**
 * GET /donors/{id}/tax-report (docs/product.md, Tax report): donations whose delivery was confirmed
 * received in the range, with each nonprofit's EIN and address, totals, the Form 8283 notes the
 * donor's entity type calls for, and the disclaimer. Totals are summed in integer cents.
 */
export async function buildTaxReport(db: Queryable, donorId: number, range: TaxReportRange): Promise<TaxReport> {
  const [[donor], rows] = await Promise.all([
    db
      .select({ name: users.name, companyName: users.companyName, email: users.email, entityType: users.entityType })
      .from(users)
      .where(eq(users.id, donorId)),
    loadTaxReportRows(db, donorId, range),
  ]);
  if (!donor) throw notFound('Donor not found.');
  const entityType = donor.entityType ?? 'c_corporation';
  const care = await careStatementsFor(
    db,
    rows.map((row) => row.requestId),
  );
  const donations = rows.map((row) => presentDonation(row, entityType, care.get(row.requestId) ?? 'unsigned'));
  const notes = taxNotes(
    donations.map((donation, index) => ({ ...donation, totalCents: giftCents(rows[index]!) })),
    entityType,
  );
  const byRequest = new Map(donations.map((donation) => [donation.request_id, donation]));
  for (const note of notes) {
    if (note.code === 'enhanced_deduction') continue;
    for (const id of note.request_ids) {
      const donation = byRequest.get(id);
      donation?.notes.push(note.code);
      if (donation && note.code === 'form_8283_section_b') donation.section_b = true;
    }
  }
  // Summed in cents: the rows' dollars come from whole cents.
  const enhancedCents = donations.reduce(
    (sum, donation) => sum + Math.round((donation.enhanced_deduction ?? 0) * 100),
    0,
  );
  const totalCents = rows.reduce((sum, row) => sum + row.unitCents * row.quantity, 0);
  return {
    report_info: {
      donor_info: {
        company_name: donor.companyName,
        contact_name: donor.name,
        email: donor.email,
        entity_type: entityType,
      },
      report_period: { start_date: range.startDate, end_date: range.endDate, time_zone: range.timeZone },
      generated_date: new Date().toISOString(),
    },
    summary: {
      total_donations: donations.length,
      total_items_donated: rows.reduce((sum, row) => sum + row.quantity, 0),
      total_tax_deductible_value: centsToDollars(totalCents),
      nonprofits_supported: new Set(rows.map((row) => row.nonprofitId)).size,
      acknowledgements_recorded: rows.filter((row) => row.acknowledged).length,
      enhanced_deduction_total: centsToDollars(enhancedCents),
    },
    donations,
    tax_notes: notes,
    legal_disclaimer: TAX_LEGAL_DISCLAIMER,
  };
}
