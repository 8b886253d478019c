import {
  ADMIN_ITEM_MESSAGES,
  centsToDollars,
  DASHBOARD_PATH,
  type AdminItemReview,
  type AdminItemUpdate,
  type AdminItemWriteResponse,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { editListingAsAdmin, reviewListing } from '#src/features/items';
import { recordAudit } from '#src/platform/audit';
import type { AppContext } from '#src/platform/context';
import type { Transaction } from '#src/platform/database/client';
import { users, type ItemRow, type UserRow } from '#src/platform/database/schema';
import { loadAdminItemDetails } from './admin-item-details.service';

/** What an item's audit entry keeps before and after a write. */
function auditView(item: ItemRow) {
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    fair_market_value: centsToDollars(item.fmvCents),
    quantity: item.quantity,
    initial_quantity: item.initialQuantity,
    status: item.status,
    shipping_options: item.shippingOptions,
    review_note: item.reviewNote,
  };
}

/**
 * PUT /admin/items/{id}/update: the listing service's admin edit and its audit entry (labelled with
 * the title as it was) in one transaction. An edit that changes nothing writes and audits nothing.
 */
export async function updateItemAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  itemId: number,
  input: AdminItemUpdate,
): Promise<AdminItemWriteResponse> {
  await ctx.db.transaction(async (tx) => {
    const { before, after, changed } = await editListingAsAdmin(tx, itemId, input);
    if (!changed) return;
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'update_item',
      targetType: 'item',
      targetId: itemId,
      targetLabel: before.title,
      before: auditView(before),
      after: auditView(after),
    });
  });
  return { item: await loadAdminItemDetails(ctx.db, itemId), message: ADMIN_ITEM_MESSAGES.updated };
}

/** The rejection email, written with the decision so that one never goes without the other. */
async function queueRejectionEmail(ctx: AppContext, tx: Transaction, item: ItemRow, reason: string): Promise<void> {
  const [donor] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, item.donorId));
  if (!donor) return;
  await ctx.mailer.queueIn(tx, {
    template: 'item_rejected',
    to: donor.email,
    userId: item.donorId,
    vars: {
      donor_name: donor.name,
      item_title: item.title,
      reason,
      link: `${ctx.config.publicUrl}${DASHBOARD_PATH.donor}?tab=listings`,
      support_email: ctx.config.supportEmail,
    },
  });
}

/**
 * POST /admin/items/{id}/review: approve or reject an item waiting for review, with its audit
 * entry and, for a rejection, the donor's email, all in one transaction; the mail sender is woken
 * once it commits.
 */
export async function reviewItemAsAdmin(
  ctx: AppContext,
  admin: UserRow,
  itemId: number,
  input: AdminItemReview,
): Promise<AdminItemWriteResponse> {
  const rejecting = input.decision === 'reject';
  await ctx.db.transaction(async (tx) => {
    const { before, after } = await reviewListing(tx, itemId, {
      decision: input.decision,
      reason: input.reason,
      adminId: admin.id,
      version: input.version,
    });
    await recordAudit(tx, {
      adminId: admin.id,
      action: rejecting ? 'reject_item' : 'approve_item',
      targetType: 'item',
      targetId: itemId,
      targetLabel: before.title,
      reason: rejecting ? after.reviewNote : null,
      before: auditView(before),
      after: auditView(after),
    });
    if (rejecting) await queueRejectionEmail(ctx, tx, after, after.reviewNote ?? '');
  });
  if (rejecting) ctx.mailer.wake();
  return {
    item: await loadAdminItemDetails(ctx.db, itemId),
    message: rejecting ? ADMIN_ITEM_MESSAGES.rejected : ADMIN_ITEM_MESSAGES.approved,
  };
}
