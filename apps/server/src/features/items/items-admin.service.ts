import {
  ADMIN_ITEM_MESSAGES,
  DELIVERY_OPTIONS,
  dollarsToCents,
  type AdminItemUpdate,
  type ItemReviewDecision,
  type ItemStatus,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Transaction } from '#src/platform/database/client';
import { items, type ItemRow } from '#src/platform/database/schema';
import { badRequest, conflict, notFound } from '#src/platform/errors';
import { flowStatusOf, followsRequests, lockItems, refreshItemStatus } from './item-status';
import { approvedQuantityOf, assertKnownCategory } from './items-write.service';
import { LISTING_REFUSALS } from './listing.messages';

/**
 * The admin's commands on a listing (docs/product.md, Admin console). Each runs in the caller's
 * transaction so the admin's audit entry (and the donor's email) commit with it, and keeps the
 * listing's own rules: what was approved for nonprofits stays promised, and a listed item's status
 * follows its requests.
 */

type ItemColumns = Partial<typeof items.$inferInsert>;

export interface ListingChange {
  before: ItemRow;
  after: ItemRow;
  changed: boolean;
}

/**
 * A write's new updated_at, always later than the one it replaces: updated_at is the version an
 * admin's write is checked against, so two writes in one millisecond must still differ.
 */
const nextVersion = (item: ItemRow) => new Date(Math.max(Date.now(), item.updatedAt.getTime() + 1));

/** Locks the item and refuses a write over a change the admin has not seen (409). */
async function lockForAdmin(tx: Transaction, itemId: number, version: string | undefined): Promise<ItemRow> {
  const item = (await lockItems(tx, [itemId])).get(itemId);
  if (!item) throw notFound(LISTING_REFUSALS.itemNotFound);
  if (version !== undefined && Date.parse(version) !== item.updatedAt.getTime()) {
    throw conflict(ADMIN_ITEM_MESSAGES.stale);
  }
  return item;
}

async function reread(tx: Transaction, itemId: number): Promise<ItemRow> {
  const [row] = await tx.select().from(items).where(eq(items.id, itemId));
  return row!;
}

/** The edited columns that differ from the item as it is. */
async function columnChanges(tx: Transaction, item: ItemRow, edit: AdminItemUpdate): Promise<ItemColumns> {
  const changes: ItemColumns = {};
  if (edit.title !== undefined && edit.title !== item.title) changes.title = edit.title;
  if (edit.description !== undefined && edit.description !== item.description) changes.description = edit.description;
  if (edit.category !== undefined && edit.category !== item.category) {
    await assertKnownCategory(tx, edit.category);
    changes.category = edit.category;
  }
  if (edit.fair_market_value !== undefined) {
    const cents = dollarsToCents(edit.fair_market_value);
    if (cents !== item.fmvCents) changes.fmvCents = cents;
  }
  if (edit.shipping_options !== undefined) {
    const offered = new Set(edit.shipping_options);
    // Each option once, in the order the marketplace shows them.
    const options = DELIVERY_OPTIONS.filter((option) => offered.has(option));
    if (options.join() !== item.shippingOptions.join()) changes.shippingOptions = options;
  }
  if (edit.quantity !== undefined && edit.quantity !== item.quantity) {
    // The quantity is what is left; the approved units stay promised, so the total listed follows.
    changes.quantity = edit.quantity;
    changes.initialQuantity = edit.quantity + (await approvedQuantityOf(tx, item.id));
  }
  return changes;
}

/**
 * The status an admin asks for, as the listing's rules give it: Available lists the item with the
 * status its requests call for; requested, approved or completed only when they already do;
 * disabled hides it and pending_review sends it back to the review queue. Rejecting takes the
 * review's reason and email, so it is refused here. Undefined: the status stays.
 */
async function statusFor(
  tx: Transaction,
  item: ItemRow,
  wanted: ItemStatus | undefined,
): Promise<ItemStatus | undefined> {
  if (wanted === undefined || wanted === item.status) return undefined;
  if (wanted === 'rejected') throw badRequest(ADMIN_ITEM_MESSAGES.rejectThroughReview);
  if (!followsRequests(wanted)) return wanted;
  const derived = (await flowStatusOf(tx, item.id))!;
  if (wanted !== 'available' && wanted !== derived) {
    throw badRequest(ADMIN_ITEM_MESSAGES.statusFollowsRequests(wanted, derived));
  }
  return derived;
}

/**
 * PUT /admin/items/{id}/update's write. Asking for what the item already is writes nothing (and
 * `changed` is false), so the catalogue and the item's version stay.
 */
export async function editListingAsAdmin(
  tx: Transaction,
  itemId: number,
  edit: AdminItemUpdate,
): Promise<ListingChange> {
  const before = await lockForAdmin(tx, itemId, edit.version);
  const changes = await columnChanges(tx, before, edit);
  if (Object.keys(changes).length > 0) {
    await tx
      .update(items)
      .set({ ...changes, updatedAt: nextVersion(before) })
      .where(eq(items.id, itemId));
  }
  const status = await statusFor(tx, before, edit.status);
  if (status !== undefined) {
    await tx
      .update(items)
      .set({ status, updatedAt: nextVersion(before) })
      .where(eq(items.id, itemId));
  } else if (followsRequests(before.status)) {
    // More or fewer left may move a listed item between available, approved and completed.
    await refreshItemStatus(tx, itemId);
  }
  const after = await reread(tx, itemId);
  return { before, after, changed: Object.keys(changes).length > 0 || after.status !== before.status };
}

export interface ReviewInput {
  decision: ItemReviewDecision;
  /** Required to reject: emailed to the donor and shown on its listing. */
  reason: string | null;
  adminId: number;
  version?: string;
}

/**
 * The review queue's decision on an item waiting for review, under the item's lock: the first of
 * two admins deciding at once wins and the second is refused (409), never a second decision.
 * Approving lists it (with the status its requests call for); rejecting hides it with the reason
 * until its donor edits it, which sends it back for review.
 */
export async function reviewListing(tx: Transaction, itemId: number, input: ReviewInput): Promise<ListingChange> {
  const before = await lockForAdmin(tx, itemId, undefined);
  if (before.status !== 'pending_review') throw conflict(ADMIN_ITEM_MESSAGES.notInReview(before.status));
  if (input.version !== undefined && Date.parse(input.version) !== before.updatedAt.getTime()) {
    throw conflict(ADMIN_ITEM_MESSAGES.stale);
  }
  const reason = input.reason?.trim();
  if (input.decision === 'reject' && !reason) throw badRequest(ADMIN_ITEM_MESSAGES.reasonRequired);
  const status = input.decision === 'approve' ? (await flowStatusOf(tx, itemId))! : 'rejected';
  const now = nextVersion(before);
  await tx
    .update(items)
    .set({
      status,
      reviewNote: input.decision === 'reject' ? reason : null,
      reviewedAt: now,
      reviewedBy: input.adminId,
      updatedAt: now,
    })
    .where(eq(items.id, itemId));
  return { before, after: await reread(tx, itemId), changed: true };
}
