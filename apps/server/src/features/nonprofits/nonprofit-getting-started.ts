import type { NonprofitGettingStarted } from '@app/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '#src/platform/database/client';
import { items, requests, users, type UserRow } from '#src/platform/database/schema';
import { notFound } from '#src/platform/errors';
import { listedCondition, resolveViewer, visibilityCondition } from '../items';
import { getTokenBalance } from '../tokens';

/**
 * The median value of the items this nonprofit can request now: "a typical item" in the checklist's
 * tokens step. One sort over the listed items it can see; asked only while that step is the one to do.
 */
async function typicalItemValueCents(db: Queryable, nonprofit: UserRow): Promise<number | null> {
  const [row] = await db
    .select({
      median: sql<number | null>`percentile_disc(0.5) within group (order by ${items.fmvCents})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(items)
    .where(and(listedCondition, visibilityCondition(resolveViewer(nonprofit, {}))));
  return row?.median ?? null;
}

/** The facts behind a nonprofit's getting-started checklist (docs/product.md, Getting started). */
export async function nonprofitGettingStarted(db: Queryable, nonprofitId: number): Promise<NonprofitGettingStarted> {
  const [[nonprofit], balance, [requested]] = await Promise.all([
    db.select().from(users).where(eq(users.id, nonprofitId)).limit(1),
    getTokenBalance(db, nonprofitId),
    db.select({ id: requests.id }).from(requests).where(eq(requests.nonprofitId, nonprofitId)).limit(1),
  ]);
  if (!nonprofit) throw notFound('User not found.');
  const hasBoughtTokens = balance.total_purchased > 0;
  // Shown only while buying a first bundle is the step to do: approved, and never funded.
  const wantsTypical = nonprofit.approvalStatus === 'approved' && !hasBoughtTokens;
  return {
    email_verified: nonprofit.emailVerifiedAt !== null,
    letter_uploaded: nonprofit.taxExemptDocUrl !== null,
    approval_status: nonprofit.approvalStatus,
    submitted_at: nonprofit.createdAt.toISOString(),
    has_bought_tokens: hasBoughtTokens,
    has_requested: requested !== undefined,
    typical_item_value_cents: wantsTypical ? await typicalItemValueCents(db, nonprofit) : null,
  };
}
