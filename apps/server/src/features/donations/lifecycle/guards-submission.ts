import {
  formatDayMonthYear,
  GIFT_USE_MESSAGES,
  isUseAllowed,
  NEED_MESSAGES,
  REQUEST_MESSAGES,
  tokenCost,
} from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { events, items, users, type ItemRow } from '#src/platform/database/schema';
import { badRequest, forbidden } from '#src/platform/errors';
import { getSiteSettings } from '#src/platform/settings';
import { isRequestable, resolveViewer, visibilityCondition } from '#src/features/items';
import { REQUEST_REFUSALS } from '../request-messages';
import type { Guard, Submission, GuardContext } from './types';

// Guards of a new request (the `request` transition): a single request or a basket, all or nothing.

const submissionOf = (ctx: GuardContext): Submission => ctx.input.submission!;

/** A line's refusal; a basket names the item so the nonprofit knows which line to fix. */
function lineError(submission: Submission, item: ItemRow | undefined, detail: string) {
  if (!submission.asBatch) return badRequest(detail);
  return badRequest(`${item ? item.title : 'One of the items'}: ${detail}`);
}

/** Only approved nonprofits request (docs/product.md, "People"). */
export const nonprofitMayRequest: Guard = (ctx) => {
  if (!ctx.nonprofit || ctx.nonprofit.role !== 'nonprofit') return forbidden(REQUEST_MESSAGES.notNonprofit);
  if (ctx.nonprofit.approvalStatus !== 'approved') return forbidden(REQUEST_MESSAGES.pendingApproval);
};

export const basketWithinLimit: Guard = async (ctx) => {
  const { asBatch, lines } = submissionOf(ctx);
  const max = (await getSiteSettings(ctx.db)).max_request_batch_size;
  if (asBatch && lines.length > max) return badRequest(REQUEST_REFUSALS.batchTooLarge(max));
};

export const eachItemOnce: Guard = (ctx) => {
  const { asBatch, lines } = submissionOf(ctx);
  if (asBatch && new Set(lines.map((line) => line.itemId)).size !== lines.length) {
    return badRequest(REQUEST_REFUSALS.duplicateItem);
  }
};

export const ownEvent: Guard = async (ctx) => {
  const { eventId } = submissionOf(ctx);
  if (eventId === null) return;
  const [event] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.nonprofitId, ctx.nonprofit!.id)));
  if (!event) return badRequest(REQUEST_REFUSALS.notOwnEvent);
};

/**
 * A donor's answer to a need is offered to that need's nonprofit alone until its hold ends
 * (docs/product.md, Needs board), and only through the offer: accepting lifts the hold in its own
 * transaction before it makes the request, so a plain request for a held item is refused to everyone,
 * the held nonprofit included. The hold's end is named as a day in UTC, as invoice due days are.
 */
function heldRefusal(item: ItemRow, nonprofitId: number): string | undefined {
  if (item.heldForNonprofitId === null || item.heldUntil === null || item.heldUntil.getTime() <= Date.now()) {
    return undefined;
  }
  if (item.heldForNonprofitId === nonprofitId) return NEED_MESSAGES.heldForYou;
  return NEED_MESSAGES.heldForAnother(formatDayMonthYear(item.heldUntil, 'utc', 'long'));
}

/**
 * Each line names a listed item the nonprofit can see (donor scope, docs/product.md "Marketplace
 * and donor scope"), not held for another nonprofit's need, still requestable, with enough left.
 * Out of scope reads exactly like a withdrawn item, so a hidden listing is not revealed.
 */
export const linesRequestable: Guard = async (ctx) => {
  const submission = submissionOf(ctx);
  const visible = await visibleItemIds(ctx, [...ctx.items.keys()]);
  for (const line of submission.lines) {
    const item = ctx.items.get(line.itemId);
    if (!item || !visible.has(item.id)) return lineError(submission, undefined, REQUEST_REFUSALS.itemUnavailable);
    const held = heldRefusal(item, ctx.nonprofit!.id);
    if (held) return lineError(submission, item, held);
    if (!isRequestable(item)) return lineError(submission, item, REQUEST_REFUSALS.itemUnavailable);
    if (line.quantity < 1 || line.quantity > item.quantity) {
      return lineError(submission, item, REQUEST_REFUSALS.onlyAvailable(item.quantity));
    }
  }
};

/**
 * Resale, auction or raffle only where the donor's listing permits it (docs/product.md, Intended use
 * and signed acknowledgements).
 */
export const usePermitted: Guard = (ctx) => {
  const submission = submissionOf(ctx);
  const use = submission.intendedUse;
  if (!use) return;
  for (const line of submission.lines) {
    const item = ctx.items.get(line.itemId);
    if (item && !isUseAllowed(use, { resale_permitted: item.resalePermitted })) {
      return lineError(submission, item, GIFT_USE_MESSAGES.resaleNotPermitted);
    }
  }
};

export const enoughTokens: Guard = async (ctx) => {
  const total = submissionOf(ctx).lines.reduce(
    (sum, line) => sum + tokenCost(ctx.items.get(line.itemId)!.fmvCents, line.quantity),
    0,
  );
  if ((await ctx.reads.tokenBalance(ctx.nonprofit!.id)) < total) return badRequest(REQUEST_MESSAGES.insufficientTokens);
};

async function visibleItemIds(ctx: GuardContext, itemIds: number[]): Promise<Set<number>> {
  const [nonprofit] = await ctx.db.select().from(users).where(eq(users.id, ctx.nonprofit!.id));
  if (!nonprofit || itemIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: items.id })
    .from(items)
    .where(and(inArray(items.id, itemIds), visibilityCondition(resolveViewer(nonprofit, {}))));
  return new Set(rows.map((row) => row.id));
}
