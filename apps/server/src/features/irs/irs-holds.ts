import { IRS_HOLD_MESSAGES, OVERVIEW_NAMED_HOLDS, type IrsHold } from '@app/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { extendDeadlinesAfterHold } from '#src/features/donations';
import { lockNonprofit } from '#src/features/tokens';
import type { Queryable, Transaction } from '#src/platform/database/client';
import { nonprofitIrsHolds, requests, users } from '#src/platform/database/schema';
import { badRequest, notFound } from '#src/platform/errors';

/**
 * IRS holds (docs/product.md, "Checking a nonprofit against IRS data"): the import's swap creates
 * them (revocation-holds.ts); this file reads them and lifts them. While a hold is open the request
 * lifecycle refuses what would move the nonprofit's donations forward (donations, guards-hold.ts).
 */

const lifter = alias(users, 'lifter');

/** Open requests: pending, or approved and not yet received (a received one is completed). */
const pausedRequests =
  sql<number>`(select count(*) from ${requests} where ${requests.nonprofitId} = ${nonprofitIrsHolds.nonprofitId} and ${requests.status} in ('pending', 'approved'))`.mapWith(
    Number,
  );

/** The Users tab filtered to the nonprofit, its account open. */
export const usersTabLink = (nonprofit: { id: number; email: string }) =>
  `?tab=users&role=nonprofit&search=${encodeURIComponent(nonprofit.email)}&user_id=${nonprofit.id}`;

/** Holds with their nonprofit, newest first, bounded; the paused count is one indexed count per row shown. */
export async function listIrsHolds(db: Queryable, where: SQL | undefined, limit: number): Promise<IrsHold[]> {
  const rows = await db
    .select({
      hold: nonprofitIrsHolds,
      name: users.name,
      organizationName: users.organizationName,
      email: users.email,
      ein: users.ein,
      lifterName: lifter.name,
      paused: pausedRequests,
    })
    .from(nonprofitIrsHolds)
    .innerJoin(users, eq(users.id, nonprofitIrsHolds.nonprofitId))
    .leftJoin(lifter, eq(lifter.id, nonprofitIrsHolds.liftedBy))
    .where(where)
    .orderBy(desc(nonprofitIrsHolds.createdAt), desc(nonprofitIrsHolds.id))
    .limit(limit);
  return rows.map(({ hold, ...row }) => ({
    id: hold.id,
    nonprofit_id: hold.nonprofitId,
    nonprofit_name: row.organizationName ?? row.name,
    ein: row.ein,
    revocation_date: hold.revocationDate,
    held_since: hold.createdAt.toISOString(),
    lifted_at: hold.liftedAt ? hold.liftedAt.toISOString() : null,
    lifted_by_name: row.lifterName,
    lift_reason: hold.liftReason,
    paused_requests: hold.liftedAt ? 0 : row.paused,
    link: usersTabLink({ id: hold.nonprofitId, email: row.email }),
  }));
}

export const holdIs = (id: number) => eq(nonprofitIrsHolds.id, id);
/** Open holds of nonprofits still approved: a rejected organization's hold no longer waits for anyone. */
export const openHoldsOfApproved = and(
  sql`${nonprofitIrsHolds.liftedAt} is null`,
  eq(users.role, 'nonprofit'),
  eq(users.approvalStatus, 'approved'),
);

export interface LiftedHold {
  nonprofitId: number;
  before: { lifted: false; revocation_date: string | null; held_since: string };
  after: { lifted: true; lifted_at: string; requests_given_more_time: number };
}

/**
 * Lifts a hold, in the caller's transaction: under the nonprofit's lock (the lock every request
 * command takes first, so none is judged against a hold half lifted). The pending requests get back
 * the time they were paused. 404 for an unknown hold, 400 for one already lifted.
 */
export async function liftIrsHold(
  tx: Transaction,
  holdId: number,
  adminId: number,
  reason: string,
): Promise<LiftedHold> {
  const [found] = await tx
    .select({ nonprofitId: nonprofitIrsHolds.nonprofitId })
    .from(nonprofitIrsHolds)
    .where(holdIs(holdId));
  if (!found) throw notFound(IRS_HOLD_MESSAGES.notFound);
  await lockNonprofit(tx, found.nonprofitId);
  const [hold] = await tx.select().from(nonprofitIrsHolds).where(holdIs(holdId)).for('update');
  if (!hold || hold.liftedAt) throw badRequest(IRS_HOLD_MESSAGES.alreadyLifted);
  const [lifted] = await tx
    .update(nonprofitIrsHolds)
    .set({ liftedAt: sql`now()`, liftedBy: adminId, liftReason: reason })
    .where(holdIs(holdId))
    .returning({ liftedAt: nonprofitIrsHolds.liftedAt });
  // The requests were paused since the first of the holds that overlap this one; another hold still
  // open keeps them paused, so the time goes back only when the last one is lifted.
  const [span] = await tx
    .select({
      stillOpen: sql<number>`count(*) filter (where ${nonprofitIrsHolds.liftedAt} is null)`.mapWith(Number),
      since: sql<string>`to_char(min(${nonprofitIrsHolds.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(nonprofitIrsHolds)
    .where(
      and(
        eq(nonprofitIrsHolds.nonprofitId, hold.nonprofitId),
        sql`(${nonprofitIrsHolds.liftedAt} is null or ${nonprofitIrsHolds.liftedAt} >= ${hold.createdAt.toISOString()}::timestamptz)`,
      ),
    );
  const moved = span!.stillOpen > 0 ? 0 : await extendDeadlinesAfterHold(tx, hold.nonprofitId, span!.since);
  return {
    nonprofitId: hold.nonprofitId,
    before: { lifted: false, revocation_date: hold.revocationDate, held_since: hold.createdAt.toISOString() },
    after: { lifted: true, lifted_at: lifted!.liftedAt!.toISOString(), requests_given_more_time: moved },
  };
}

/** The Overview's figure: approved nonprofits on hold (count and oldest), the newest few named. */
export async function irsHoldFigures(db: Queryable) {
  const [figures, holds] = await Promise.all([
    db
      .select({
        count: sql<number>`count(distinct ${nonprofitIrsHolds.nonprofitId})`.mapWith(Number),
        oldestAt: sql<
          string | null
        >`to_char(min(${nonprofitIrsHolds.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(nonprofitIrsHolds)
      .innerJoin(users, eq(users.id, nonprofitIrsHolds.nonprofitId))
      .where(openHoldsOfApproved),
    listIrsHolds(db, openHoldsOfApproved, OVERVIEW_NAMED_HOLDS),
  ]);
  return { count: figures[0]!.count, oldestAt: figures[0]!.oldestAt, holds };
}
