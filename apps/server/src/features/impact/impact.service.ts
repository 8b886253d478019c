import type { ImpactResponse } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/database/client';
import { users } from '../../platform/database/schema';

/** DESIGN.md rule 9: the public impact figures. */
export async function getImpactFigures(db: Queryable): Promise<ImpactResponse> {
  const [itemMetrics, userMetrics] = await Promise.all([getItemMetrics(db), getUserMetrics(db)]);
  return { item_metrics: itemMetrics, user_metrics: userMetrics };
}

/**
 * Items approved to nonprofits and their total fair market value (dollars). The items and requests
 * tables arrive with the marketplace issue, which fills this in; until then nothing was given away.
 */
async function getItemMetrics(_db: Queryable): Promise<ImpactResponse['item_metrics']> {
  return { items_approved: 0, total_fmv: 0 };
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
