import {
  NEED_MESSAGES,
  NEED_RULES,
  REQUEST_MESSAGES,
  searchWords,
  type DonorNeedsPage,
  type donorNeedsQuerySchema,
  type NonprofitNeeds,
} from '@app/shared';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '#src/platform/database/client';
import { needOffers, needs, users, type UserRow } from '#src/platform/database/schema';
import { presentNeed, presentOffer, type NeedViewer } from './needs.presenter';
import { loadOffers, openNeedSql, selectNeeds } from './needs.queries';
import { donorReach, reachCondition } from './needs.reach';
import { countOpenNeeds } from './needs-write.service';

type DonorNeedsQuery = z.output<typeof donorNeedsQuerySchema>;

/** Why the nonprofit may not post another need now, or null when it may. */
async function cannotPostReason(db: Queryable, nonprofit: UserRow): Promise<string | null> {
  if (nonprofit.approvalStatus !== 'approved') return REQUEST_MESSAGES.pendingApproval;
  const open = await countOpenNeeds(db, nonprofit.id);
  return open >= NEED_RULES.maxOpenNeedsPerNonprofit ? NEED_MESSAGES.tooManyOpen : null;
}

/**
 * GET /nonprofit/{id}/needs: the nonprofit's needs, newest first, each with every offer made on it
 * (newest first). The nonprofit is offered its actions; an admin reads the same and is offered none.
 */
export async function listNonprofitNeeds(
  db: Queryable,
  nonprofit: UserRow,
  viewer: NeedViewer,
): Promise<NonprofitNeeds> {
  const rows = await selectNeeds(db, eq(needs.nonprofitId, nonprofit.id))
    .orderBy(desc(needs.createdAt), desc(needs.id))
    .limit(NEED_RULES.nonprofitListMax);
  const needIds = rows.map((row) => row.need.id);
  // Bounded by the needs listed: a need gathers a handful of answers, never thousands.
  const offers =
    needIds.length === 0
      ? []
      : await loadOffers(db, inArray(needOffers.needId, needIds), NEED_RULES.nonprofitListMax * 20);
  const reason = await cannotPostReason(db, nonprofit);
  return {
    needs: rows.map((row) => ({
      ...presentNeed(row, viewer),
      offers: offers.filter((offer) => offer.offer.needId === row.need.id).map((offer) => presentOffer(offer, viewer)),
    })),
    can_post: reason === null,
    cannot_post_reason: reason,
  };
}

/**
 * The board's search: every word of the title, category and description in any of its forms, the
 * last also as the start of a word (as the marketplace reads a search). Words are letters and digits
 * only, so the query text carries no operator of its own. Stop words alone are no search.
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  const query = sql`to_tsquery('english', ${[...words.slice(0, -1), `${words.at(-1)}:*`].join(' & ')})`;
  const document = sql`to_tsvector('english', ${needs.title} || ' ' || ${needs.category} || ' ' || ${needs.description})`;
  return sql`(numnode(${query}) = 0 or ${document} @@ ${query})`;
}

/**
 * GET /needs: the open needs of approved nonprofits that the donor's reach covers, soonest needed-by
 * first, one bounded page at a time, with the total.
 */
export async function listDonorNeeds(db: Queryable, donor: UserRow, query: DonorNeedsQuery): Promise<DonorNeedsPage> {
  const reach = donorReach(donor);
  const where = and(
    openNeedSql(),
    eq(users.role, 'nonprofit'),
    eq(users.approvalStatus, 'approved'),
    reachCondition(reach),
    query.category ? eq(needs.category, query.category) : undefined,
    searchCondition(query.q),
  );
  const offset = (query.page - 1) * query.page_size;
  const [rows, [total]] = await Promise.all([
    selectNeeds(db, where).orderBy(asc(needs.neededBy), asc(needs.id)).limit(query.page_size).offset(offset),
    db.select({ n: count() }).from(needs).innerJoin(users, eq(users.id, needs.nonprofitId)).where(where),
  ]);
  const viewer: NeedViewer = { kind: 'donor', reach };
  return {
    needs: rows.map((row) => presentNeed(row, viewer)),
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** GET /donor/{donor_id}/need-offers: the donor's answers, newest first, for the donor or an admin. */
export async function listDonorOffers(db: Queryable, donorId: number, viewer: NeedViewer) {
  const rows = await loadOffers(db, eq(needOffers.donorId, donorId), NEED_RULES.donorOffersMax);
  return { offers: rows.map((row) => presentOffer(row, viewer)) };
}
