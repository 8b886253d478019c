import { formatCalendarDate } from '@app/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { nonprofitIrsHolds, requests } from '#src/platform/database/schema';

/**
 * An approved nonprofit a newer IRS revocation list shows as revoked: its requests are paused until
 * an admin lifts the hold (docs/product.md, "Checking a nonprofit against IRS data"). The import
 * creates holds and the admin console lifts them; the lifecycle only reads them.
 */
export interface OpenIrsHold {
  id: number;
  /** YYYY-MM-DD as the IRS lists it; null when the list gave none. */
  revocationDate: string | null;
  createdAt: Date;
}

/** The open hold of each of these nonprofits (at most one each: the newest), in one query. */
export async function readOpenHolds(db: Queryable, nonprofitIds: number[]): Promise<Map<number, OpenIrsHold>> {
  const ids = [...new Set(nonprofitIds)];
  const holds = new Map<number, OpenIrsHold>();
  if (ids.length === 0) return holds;
  const rows = await db
    .select({
      id: nonprofitIrsHolds.id,
      nonprofitId: nonprofitIrsHolds.nonprofitId,
      revocationDate: nonprofitIrsHolds.revocationDate,
      createdAt: nonprofitIrsHolds.createdAt,
    })
    .from(nonprofitIrsHolds)
    .where(and(inArray(nonprofitIrsHolds.nonprofitId, ids), isNull(nonprofitIrsHolds.liftedAt)))
    .orderBy(nonprofitIrsHolds.createdAt);
  // Oldest first, so the newest hold of a nonprofit is the one kept.
  for (const { nonprofitId, ...hold } of rows) holds.set(nonprofitId, hold);
  return holds;
}

/** " (May 15, 2025)", or nothing when the list gave no date. */
const onDate = (hold: Pick<OpenIrsHold, 'revocationDate'>) =>
  hold.revocationDate ? ` (${formatCalendarDate(hold.revocationDate)})` : '';

/** What a paused request says, to each viewer: why, and what happens next. */
export const IRS_HOLD_TEXTS = {
  /** The refusal of a command that would move a held nonprofit's donation forward. */
  refusal: (hold: Pick<OpenIrsHold, 'revocationDate'>, viewer: 'nonprofit' | 'donor' | 'admin' | 'other') => {
    if (viewer === 'nonprofit') {
      return `Your organization is on hold: the IRS lists its tax exemption as revoked${onDate(hold)}. Requests, payments and deliveries wait until an admin has reviewed it.`;
    }
    if (viewer === 'admin') {
      return `This nonprofit is on hold: the IRS lists its tax exemption as revoked${onDate(hold)}. Lift the hold (Users tab) or reject the organization first.`;
    }
    return `This nonprofit is on hold: the IRS lists its tax exemption as revoked${onDate(hold)}. Approval and shipping wait until an admin has reviewed it.`;
  },
  /** The request's next step while paused. */
  nextStep: (hold: Pick<OpenIrsHold, 'revocationDate'>, viewer: 'nonprofit' | 'donor' | 'admin') => {
    const why = `Paused: the IRS lists ${viewer === 'nonprofit' ? 'your' : 'this'} organization's tax exemption as revoked${onDate(hold)}.`;
    if (viewer === 'donor') return `${why} Approval and shipping wait until an admin has reviewed it.`;
    if (viewer === 'admin') return `${why} Lift the hold or reject the organization in the Users tab.`;
    return `${why} An admin is reviewing it.`;
  },
} as const;

/**
 * A lifted hold gives the nonprofit's pending requests back the time they were paused: the expiry
 * job skipped them meanwhile, and nobody could approve them, so their deadline moves by the length
 * of the hold. In the lift's transaction, under the nonprofit's lock.
 */
export async function extendDeadlinesAfterHold(
  tx: Queryable,
  nonprofitId: number,
  /** ISO 8601, to the microsecond. */
  heldSince: string,
): Promise<number> {
  const moved = await tx
    .update(requests)
    .set({ expiresAt: sql`${requests.expiresAt} + (now() - ${heldSince}::timestamptz)` })
    .where(and(eq(requests.nonprofitId, nonprofitId), eq(requests.status, 'pending')))
    .returning({ id: requests.id });
  return moved.length;
}

/** For the expiry job: a request whose nonprofit is held is not due (it waits for the hold). */
export const nonprofitNotHeld = sql`not exists (select 1 from ${nonprofitIrsHolds} where ${nonprofitIrsHolds.nonprofitId} = ${requests.nonprofitId} and ${nonprofitIrsHolds.liftedAt} is null)`;
