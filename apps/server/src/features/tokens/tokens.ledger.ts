import { REQUEST_MESSAGES, TOKEN_RULES } from '@app/shared';
import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '#src/platform/database/client';
import { requests, tokenLedger, tokenLots, users, type UserRow } from '#src/platform/database/schema';
import { badRequest } from '#src/platform/errors';

/**
 * The token ledger (docs/product.md, Tokens). Every function here runs inside the caller's transaction.
 *
 * Concurrency: every transaction that changes a nonprofit's tokens first locks that nonprofit's
 * users row, so two requests of one nonprofit can never both spend the same tokens. Lock order,
 * kept by every caller to rule out deadlocks: the nonprofit's users row, then items (by id), then
 * requests and lots. `no key update` serializes lockers like `for update` but does not block
 * inserts elsewhere that merely reference the user (sessions, emails). The lots' check constraint
 * (0 <= remaining <= granted) is the backstop.
 */
export async function lockNonprofit(
  tx: Transaction,
  nonprofitId: number,
): Promise<Pick<UserRow, 'id' | 'role' | 'approvalStatus'> | undefined> {
  const [row] = await tx
    .select({ id: users.id, role: users.role, approvalStatus: users.approvalStatus })
    .from(users)
    .where(eq(users.id, nonprofitId))
    .for('no key update');
  return row;
}

export type LotSource = 'purchase' | 'adjust';

export interface GrantOptions {
  /** The admin behind an adjustment. */
  createdBy?: number | null;
}

/** A purchase or positive adjustment: a new lot expiring 12 months later, and its ledger row. */
export async function grantTokens(
  tx: Transaction,
  nonprofitId: number,
  tokens: number,
  source: LotSource,
  description: string,
  options: GrantOptions = {},
): Promise<typeof tokenLots.$inferSelect> {
  if (!Number.isInteger(tokens) || tokens <= 0) throw new RangeError('tokens must be a positive whole number');
  await lockNonprofit(tx, nonprofitId);
  const [lot] = await tx
    .insert(tokenLots)
    .values({
      nonprofitId,
      source,
      tokensGranted: tokens,
      tokensRemaining: tokens,
      expiresAt: sql`now() + make_interval(months => ${TOKEN_RULES.lotLifetimeMonths}::int)`,
    })
    .returning();
  await tx.insert(tokenLedger).values({
    nonprofitId,
    entryType: source,
    tokens,
    lotId: lot!.id,
    description,
    createdBy: options.createdBy ?? null,
  });
  return lot!;
}

/** Unexpired lots with tokens left, oldest first: the order spends take from. */
async function liveLots(tx: Transaction, nonprofitId: number) {
  return tx
    .select({ id: tokenLots.id, remaining: tokenLots.tokensRemaining })
    .from(tokenLots)
    .where(
      and(
        eq(tokenLots.nonprofitId, nonprofitId),
        gt(tokenLots.tokensRemaining, 0),
        gt(tokenLots.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(tokenLots.createdAt), asc(tokenLots.id));
}

/** Tokens the nonprofit can spend now (expired lots excluded even before the nightly job runs). */
export async function liveTokenBalance(tx: Transaction, nonprofitId: number): Promise<number> {
  await lockNonprofit(tx, nonprofitId);
  const lots = await liveLots(tx, nonprofitId);
  return lots.reduce((sum, lot) => sum + lot.remaining, 0);
}

/**
 * Live balances of several nonprofits in one query and without locks: for showing what may be done
 * (a page of requests), never for spending. Nonprofits without live tokens get 0.
 */
export async function readTokenBalances(db: Queryable, nonprofitIds: number[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>(nonprofitIds.map((id) => [id, 0]));
  if (nonprofitIds.length === 0) return balances;
  const rows = await db
    .select({
      nonprofitId: tokenLots.nonprofitId,
      remaining: sql<number>`coalesce(sum(${tokenLots.tokensRemaining}), 0)`.mapWith(Number),
    })
    .from(tokenLots)
    .where(
      and(
        inArray(tokenLots.nonprofitId, [...new Set(nonprofitIds)]),
        gt(tokenLots.tokensRemaining, 0),
        gt(tokenLots.expiresAt, sql`now()`),
      ),
    )
    .groupBy(tokenLots.nonprofitId);
  for (const row of rows) balances.set(row.nonprofitId, row.remaining);
  return balances;
}

export interface SpendOptions {
  /** Refusal when the live balance is short; the nonprofit's own wording by default. */
  insufficientMessage?: string;
}

type TakeEntry = Pick<typeof tokenLedger.$inferInsert, 'entryType' | 'requestId' | 'description' | 'createdBy'>;

/** Takes `tokens` (at most what the live lots hold) from the oldest live lots: one row per lot. */
async function takeFromLots(
  tx: Transaction,
  nonprofitId: number,
  lots: { id: number; remaining: number }[],
  tokens: number,
  entry: TakeEntry,
): Promise<number> {
  const entries: (typeof tokenLedger.$inferInsert)[] = [];
  let left = tokens;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    const taken = await tx
      .update(tokenLots)
      .set({ tokensRemaining: sql`${tokenLots.tokensRemaining} - ${take}` })
      .where(and(eq(tokenLots.id, lot.id), gte(tokenLots.tokensRemaining, take)))
      .returning({ id: tokenLots.id });
    // Unreachable while the nonprofit is locked; refuse rather than write a wrong ledger.
    if (taken.length === 0) throw new Error(`Token lot ${lot.id} changed during a locked spend`);
    entries.push({ ...entry, nonprofitId, tokens: -take, lotId: lot.id });
    left -= take;
  }
  if (entries.length > 0) await tx.insert(tokenLedger).values(entries);
  return tokens - left;
}

/**
 * Takes `tokens` from the oldest live lots first: one negative 'spend' row per lot touched.
 * Refuses with 400 when the live balance is short; nothing is written then.
 */
export async function spendTokens(
  tx: Transaction,
  nonprofitId: number,
  tokens: number,
  requestId: number,
  description: string,
  options: SpendOptions = {},
): Promise<void> {
  if (!Number.isInteger(tokens) || tokens <= 0) throw new RangeError('tokens must be a positive whole number');
  await lockNonprofit(tx, nonprofitId);
  const lots = await liveLots(tx, nonprofitId);
  const live = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  if (live < tokens) throw badRequest(options.insufficientMessage ?? REQUEST_MESSAGES.insufficientTokens);
  await takeFromLots(tx, nonprofitId, lots, tokens, { entryType: 'spend', requestId, description });
}

/**
 * A negative admin adjustment: takes up to `tokens` from the oldest live lots as negative 'adjust'
 * rows, never below zero (the resulting balance is floored at 0). Returns the tokens
 * actually taken.
 */
export async function deductTokens(
  tx: Transaction,
  nonprofitId: number,
  tokens: number,
  description: string,
  options: GrantOptions = {},
): Promise<number> {
  if (!Number.isInteger(tokens) || tokens <= 0) throw new RangeError('tokens must be a positive whole number');
  await lockNonprofit(tx, nonprofitId);
  const lots = await liveLots(tx, nonprofitId);
  return takeFromLots(tx, nonprofitId, lots, tokens, {
    entryType: 'adjust',
    description,
    createdBy: options.createdBy ?? null,
  });
}

export interface RefundOptions {
  /**
   * Give back at most this many (an admin lowering a request's value or quantity): taken from the
   * lot spent last first, the one that expires latest, so the nonprofit keeps the longest-lived tokens.
   */
  upTo?: number;
}

/**
 * Gives back what a request's spends still hold, to the lots they came from, as positive 'refund'
 * rows. The net of the request's spend and refund rows per lot is what is still held, so a second
 * refund finds nothing to give back; callers also guard with a conditional status change.
 * A refund landing in a lot that has already expired is expired again at once, so the balance
 * never shows tokens that cannot be spent. Returns the tokens refunded.
 */
export async function refundRequestTokens(
  tx: Transaction,
  requestId: number,
  description?: string,
  options: RefundOptions = {},
): Promise<number> {
  const [request] = await tx
    .select({ nonprofitId: requests.nonprofitId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!request) return 0;
  await lockNonprofit(tx, request.nonprofitId);

  const held = await tx
    .select({
      lotId: tokenLedger.lotId,
      net: sql<number>`sum(${tokenLedger.tokens})`.mapWith(Number),
    })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.requestId, requestId),
        inArray(tokenLedger.entryType, ['spend', 'refund']),
        isNotNull(tokenLedger.lotId),
      ),
    )
    .groupBy(tokenLedger.lotId)
    .orderBy(asc(tokenLedger.lotId));

  let refunded = 0;
  let left = options.upTo ?? Number.POSITIVE_INFINITY;
  const entries: (typeof tokenLedger.$inferInsert)[] = [];
  for (const { lotId, net } of options.upTo === undefined ? held : [...held].reverse()) {
    if (lotId === null || net >= 0 || left <= 0) continue;
    const give = Math.min(-net, left);
    left -= give;
    await tx
      .update(tokenLots)
      .set({ tokensRemaining: sql`${tokenLots.tokensRemaining} + ${give}` })
      .where(eq(tokenLots.id, lotId));
    entries.push({
      nonprofitId: request.nonprofitId,
      entryType: 'refund',
      tokens: give,
      lotId,
      requestId,
      description: description ?? `Refund for request #${requestId}`,
    });
    refunded += give;
  }
  if (entries.length === 0) return 0;
  await tx.insert(tokenLedger).values(entries);
  for (const entry of entries) await expireLotIfDue(tx, entry.lotId!);
  return refunded;
}

/**
 * Expires what is left of one lot if its time has passed. The conditional update (remaining still
 * what was read, expiry passed) claims the lot, so it can never be expired twice. The caller holds
 * the nonprofit lock. Returns the tokens expired.
 */
export async function expireLotIfDue(tx: Transaction, lotId: number): Promise<number> {
  const [lot] = await tx
    .select({ nonprofitId: tokenLots.nonprofitId, remaining: tokenLots.tokensRemaining })
    .from(tokenLots)
    .where(eq(tokenLots.id, lotId));
  if (!lot || lot.remaining === 0) return 0;
  const claimed = await tx
    .update(tokenLots)
    .set({ tokensRemaining: 0 })
    .where(
      and(eq(tokenLots.id, lotId), eq(tokenLots.tokensRemaining, lot.remaining), sql`${tokenLots.expiresAt} <= now()`),
    )
    .returning({ id: tokenLots.id });
  if (claimed.length === 0) return 0;
  await tx.insert(tokenLedger).values({
    nonprofitId: lot.nonprofitId,
    entryType: 'expire',
    tokens: -lot.remaining,
    lotId,
    description: `${lot.remaining} unused ${lot.remaining === 1 ? 'token' : 'tokens'} expired (12 months after purchase)`,
  });
  return lot.remaining;
}
