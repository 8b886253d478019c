import { hasCareStatement, type CareStatementFact } from '@app/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { acknowledgementVersions, donationAcknowledgements } from '#src/platform/database/schema';

/**
 * What each gift's nonprofit stated about its use (docs/product.md, Tax report): whether it signed the
 * IRC 170(e)(3) written statement for the care of the ill, the needy or infants, or chose another use.
 * The use is the one the acknowledgement letter records (stated at request time); the statement is
 * the letter's signature (the shared hasCareStatement rule), so the report and the letter agree. A gift missing from the answer has no signed statement
 * ('unsigned'): a request from before the question existed, or a letter still awaiting its signature.
 */
export async function careStatementsFor(
  db: Queryable,
  requestIds: readonly number[],
): Promise<Map<number, CareStatementFact>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: donationAcknowledgements.requestId,
      intendedUse: donationAcknowledgements.intendedUse,
      signedAt: sql<
        string | null
      >`(select max(${acknowledgementVersions.signedAt}) from ${acknowledgementVersions} where ${acknowledgementVersions.requestId} = ${donationAcknowledgements.requestId})`,
    })
    .from(donationAcknowledgements)
    .where(inArray(donationAcknowledgements.requestId, [...requestIds]));
  const facts = new Map<number, CareStatementFact>();
  for (const row of rows) {
    if (row.intendedUse === null) continue;
    if (row.intendedUse !== 'care_of_needy') facts.set(row.id, 'other_use');
    else if (
      hasCareStatement({ intended_use: row.intendedUse, signature: row.signedAt ? { signed_at: row.signedAt } : null })
    ) {
      facts.set(row.id, 'signed');
    }
  }
  return facts;
}
