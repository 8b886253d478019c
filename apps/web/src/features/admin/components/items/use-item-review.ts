import { ADMIN_ITEM_MESSAGES, type AdminItemRow, type ItemReviewDecision } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useReviewAdminItem } from '#src/features/admin/api/review-admin-item';
import { ApiError, errorMessage } from '#src/lib/api-client';

/** What a decision needs to name: the item and the version the admin saw. */
export type ReviewTarget = Pick<AdminItemRow, 'id' | 'title' | 'updated_at'> & { donor_label: string };

/**
 * Approve or reject an item from the review queue, with the server's message as the toast. A 409
 * (another admin decided first, or the item changed) closes the dialog: the queue has refreshed.
 */
export function useItemReview() {
  const mutation = useReviewAdminItem();
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (item: ReviewTarget, decision: ItemReviewDecision, reason?: string): Promise<boolean> => {
    setBusyId(item.id);
    try {
      const result = await mutation.mutateAsync({
        id: item.id,
        data: { decision, reason: reason ?? null, version: item.updated_at },
      });
      notifications.show({ color: 'green', message: result.message });
      return true;
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      notifications.show({
        color: conflict ? 'yellow' : 'red',
        title: conflict ? 'Already decided or changed' : ADMIN_ITEM_MESSAGES.reviewFailed,
        message: errorMessage(error, 'Please try again.'),
      });
      return conflict;
    } finally {
      setBusyId(null);
    }
  };

  return { decide, busyId };
}
