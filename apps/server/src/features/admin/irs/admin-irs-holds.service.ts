import {
  IRS_HOLD_MESSAGES,
  IRS_HOLDS_PER_NONPROFIT,
  type AdminIrsHoldLiftResponse,
  type AdminIrsHoldsResponse,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { holdIs, liftIrsHold, listIrsHolds, tellHoldLifted } from '#src/features/irs';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Queryable } from '#src/platform/database/client';
import { nonprofitIrsHolds, users, type UserRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';

/** GET /admin/irs/holds: a nonprofit's holds, open or lifted, newest first (its account in the Users tab). */
export async function holdsOfNonprofit(db: Queryable, nonprofitId: number): Promise<AdminIrsHoldsResponse> {
  const [nonprofit] = await db.select({ id: users.id }).from(users).where(eq(users.id, nonprofitId));
  if (!nonprofit) throw notFound(IRS_HOLD_MESSAGES.nonprofitNotFound);
  return { holds: await listIrsHolds(db, eq(nonprofitIrsHolds.nonprofitId, nonprofitId), IRS_HOLDS_PER_NONPROFIT) };
}

/**
 * POST /admin/irs/holds/{id}/lift (docs/product.md, "Checking a nonprofit against IRS data"), one
 * transaction: the IRS feature's own command lifts it (liftIrsHold), one audit entry labelled with
 * the organization's name, and the nonprofit's bell.
 */
export async function liftHoldAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  holdId: number,
  reason: string,
): Promise<AdminIrsHoldLiftResponse> {
  const hold = await ctx.db.transaction(async (tx) => {
    const lifted = await liftIrsHold(tx, holdId, admin.id, reason);
    const [presented] = await listIrsHolds(tx, holdIs(holdId), 1);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'lift_irs_hold',
      targetType: 'user',
      targetId: lifted.nonprofitId,
      targetLabel: presented!.nonprofit_name,
      reason,
      before: { hold_id: holdId, ...lifted.before },
      after: { hold_id: holdId, ...lifted.after },
    });
    await tellHoldLifted(tx, lifted.nonprofitId, holdId);
    return presented!;
  });
  return { message: IRS_HOLD_MESSAGES.lifted, hold };
}
