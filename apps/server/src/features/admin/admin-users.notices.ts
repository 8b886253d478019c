import type { ApprovalStatus } from '@app/shared';
import type { Queryable } from '#src/platform/database/client';
import type { UserRow } from '#src/platform/database/schema';
import { createNotification } from '../notifications';

/**
 * The decision an admin's write announces, if any: a nonprofit newly approved, or an account newly
 * rejected or rejected for another reason. The bell and the emails follow the same rule.
 */
export function announcedDecision(before: UserRow, after: UserRow): Exclude<ApprovalStatus, 'pending'> | null {
  if (after.approvalStatus === 'approved' && before.approvalStatus !== 'approved' && after.role === 'nonprofit')
    return 'approved';
  const newRejection =
    after.approvalStatus === 'rejected' &&
    (before.approvalStatus !== 'rejected' || before.rejectionReason !== after.rejectionReason);
  return newRejection ? 'rejected' : null;
}

/**
 * The account's bell hears the decision in the decision's own transaction (docs/product.md, Getting
 * started): the notification exists exactly when the decision does, and goes live once it commits.
 */
export async function tellAccountDecision(tx: Queryable, before: UserRow, after: UserRow): Promise<void> {
  const decision = announcedDecision(before, after);
  if (!decision) return;
  const organization = after.organizationName ?? after.companyName ?? after.name;
  if (decision === 'approved') {
    await createNotification(tx, {
      userId: after.id,
      type: 'account_approved',
      title: 'Your organization is approved',
      message: `Welcome! ${organization} can now buy tokens and request items. Your next step: buy a first bundle of tokens from your dashboard.`,
    });
    return;
  }
  await createNotification(tx, {
    userId: after.id,
    type: 'account_rejected',
    title: 'Your organization was not approved',
    message: `Reason: ${after.rejectionReason ?? 'not given'}. You can upload a corrected tax-exempt letter from your dashboard and contact us to ask for another review.`,
    metadata: { reason: after.rejectionReason },
  });
}
