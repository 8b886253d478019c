import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { irsRevocationRows, nonprofitIrsHolds, users } from '#src/platform/database/schema';

/**
 * A revocation list just made live: every approved nonprofit it shows as revoked (and not
 * reinstated) gets a hold, which pauses its open requests until an admin looks (docs/product.md,
 * "Checking a nonprofit against IRS data"). One hold per revocation date, so importing the same
 * list again leaves a lifted hold lifted. Runs in the swap's transaction; returns the nonprofits
 * newly held.
 */
export async function holdRevokedNonprofits(tx: Queryable, importId: number): Promise<number[]> {
  const revoked = await tx
    .selectDistinctOn([users.id], { nonprofitId: users.id, revocationDate: irsRevocationRows.revocationDate })
    .from(irsRevocationRows)
    .innerJoin(users, eq(sql`replace(${users.ein}, '-', '')`, irsRevocationRows.ein))
    .where(
      and(
        eq(irsRevocationRows.importId, importId),
        isNull(irsRevocationRows.reinstatementDate),
        eq(users.role, 'nonprofit'),
        eq(users.approvalStatus, 'approved'),
      ),
    )
    .orderBy(users.id, desc(irsRevocationRows.revocationDate));
  if (revoked.length === 0) return [];
  const held = await tx
    .insert(nonprofitIrsHolds)
    .values(revoked.map((row) => ({ ...row, importId })))
    .onConflictDoNothing({ target: [nonprofitIrsHolds.nonprofitId, nonprofitIrsHolds.revocationDate] })
    .returning({ nonprofitId: nonprofitIrsHolds.nonprofitId });
  return held.map((row) => row.nonprofitId);
}
