import { centsToDollars, type ImpactResponse } from '@app/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { requests, users } from '#src/platform/database/schema';

/** The public impact figures (docs/product.md, Public pages). */
export async function getImpactFigures(db: Queryable): Promise<ImpactResponse> {
  const [itemMetrics, userMetrics] = await Promise.all([getItemMetrics(db), getUserMetrics(db)]);
  return { item_metrics: itemMetrics, user_metrics: userMetrics };
}

/**
 * Units approved to nonprofits (approved and delivered requests) and their fair market value in
 * dollars, at the unit value each request was made at.
 */
async function getItemMetrics(db: Queryable): Promise<ImpactResponse['item_metrics']> {
  const [row] = await db
    .select({
      units: sql<number>`coalesce(sum(${requests.quantityRequested}), 0)`.mapWith(Number),
      valueCents:
        sql<number>`coalesce(sum(${requests.unitFmvCents}::bigint * ${requests.quantityRequested}), 0)`.mapWith(Number),
    })
    .from(requests)
    .where(inArray(requests.status, ['approved', 'completed']));
  return { items_approved: row?.units ?? 0, total_fmv: centsToDollars(row?.valueCents ?? 0) };
}

/** Verified (approved) nonprofits and active donors; pending and rejected accounts do not count. */
async function getUserMetrics(db: Queryable): Promise<ImpactResponse['user_metrics']> {
  const approvedWithRole = (role: 'nonprofit' | 'donor') =>
    sql<number>`count(*) filter (where ${users.role} = ${role} and ${users.approvalStatus} = 'approved')`.mapWith(
      Number,
    );
  const [row] = await db
    .select({ nonprofits: approvedWithRole('nonprofit'), donors: approvedWithRole('donor') })
    .from(users);
  return { total_nonprofits: row?.nonprofits ?? 0, total_donors: row?.donors ?? 0 };
}
